import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { buttonClass } from '../components/ui/button-class';
import { ar, en } from '../lib/i18n/catalog';
import { textDirection } from '@shop/domain/language';
import { type Locale, localizePath } from '../lib/i18n/locale';
import { createTranslate } from '../lib/i18n/translate';
import { routes } from '../lib/routes';

/**
 * What a browser loading a page gets when Next answers with its empty error shell
 * (`<html id="__next_error__">`, filled in by script: vercel/next.js#62228): the same shell
 * with the page's texts rendered in it, so it reads the same with JavaScript off. The shell's
 * scripts (with this response's nonce) stay, and so does its id: with JavaScript on, Next
 * still renders app/error.tsx or app/not-found.tsx over it in the browser, as before.
 * Plain createElement: the one-process server runs this file under tsx, outside Next's JSX setup.
 */
export const ERROR_SHELL = '<html id="__next_error__"';

/** The statuses with a page of their own: not found, and the server failures. */
export const hasErrorPage = (status: number) => status === 404 || status >= 500;

const primary = buttonClass({ size: 'md', shape: 'full' });
const secondary = buttonClass({ variant: 'secondary', size: 'md', shape: 'full' });
const quiet = buttonClass({ variant: 'link', size: 'md', shape: 'full' });

const translate = (locale: Locale) => createTranslate(locale, locale === 'ar-OM' ? ar : en);

/** The texts and ways out of app/not-found.tsx (404) or app/error.tsx (5xx), as plain links, in the page's language. */
function errorPage(status: number, locale: Locale) {
  const t = translate(locale);
  const link = (href: string, className: string, text: string) =>
    h('a', { href: href && localizePath(locale, href), className }, text);
  const missing = status === 404;
  const links = missing
    ? [link(routes.shop, primary, t('notFound.shop')), link(routes.offers, secondary, t('notFound.offers'))]
    : // an empty href is this very address: loading it again is the retry
      [link('', primary, t('error.retry')), link(routes.shop, secondary, t('notFound.shop'))];
  return h(
    'main',
    { id: 'main', className: 'flex-1' },
    h(
      'section',
      { className: 'container-shop flex flex-col items-center gap-4 py-16 text-center desk:py-24' },
      missing && h('p', { className: 'text-sm font-bold tracking-[0.3em] text-brand' }, t('notFound.code')),
      h('h1', { className: 'text-2xl font-semibold desk:text-3xl' }, t(missing ? 'notFound.title' : 'error.title')),
      h('p', { className: 'max-w-md text-muted' }, t(missing ? 'notFound.text' : 'error.text')),
      h(
        'div',
        { className: 'mt-2 flex flex-wrap justify-center gap-3' },
        ...links,
        link(routes.home, quiet, t('notFound.home')),
      ),
    ),
  );
}

function pageTitle(status: number, locale: Locale): string {
  const t = translate(locale);
  return t('seo.pageTitle', { title: t(status === 404 ? 'notFound.metaTitle' : 'error.title') });
}

/** The built stylesheets the shell names (in its RSC payload, for the browser to load by script). */
const stylesheets = (shell: string) => [...new Set(shell.match(/\/_next\/static\/[\w\-./]+?\.css/g))];

/**
 * Next's error shell with the page of `status` rendered in it: lang, title, the site's
 * stylesheets (marked as Next marks them, so its client render adopts them), texts and links.
 */
export function errorDocument(shell: string, status: number, locale: Locale): string {
  const head = renderToStaticMarkup(
    h(
      'head',
      null,
      h('title', null, pageTitle(status, locale)),
      ...stylesheets(shell).map((href) => h('link', { key: href, rel: 'stylesheet', href, 'data-precedence': 'next' })),
    ),
  ).slice('<head>'.length, -'</head>'.length);
  const body = renderToStaticMarkup(errorPage(status, locale));
  return shell
    .replace(ERROR_SHELL, () => `${ERROR_SHELL} lang="${locale}" dir="${textDirection(locale)}"`)
    .replace(/<title>.*?<\/title>/s, '')
    .replace('</head>', () => `${head}</head>`)
    .replace('<body>', () => `<body class="flex min-h-dvh flex-col">${body}`);
}
