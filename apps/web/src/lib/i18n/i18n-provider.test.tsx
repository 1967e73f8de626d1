import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { MessageId } from './catalog';
import { I18nProvider, useLocale, useT } from './i18n-provider';
import { createTranslate } from './translate';

function Show({ ids }: { ids: MessageId[] }) {
  const t = useT();
  return <>{ids.map((id) => `[${t(id, { count: 2, name: 'Aisha' })}]`).join('')}</>;
}

function Locale() {
  return <>{useLocale()}</>;
}

describe('I18nProvider and useT', () => {
  it('a provider inside another adds its messages to the outer ones; the outer keeps only its own', () => {
    const html = renderToString(
      <I18nProvider locale="en-OM" messages={{ 'common.loading': 'Loading…', 'cart.title': 'Your Cart' }}>
        <Show ids={['common.loading']} />|
        <I18nProvider
          locale="en-OM"
          messages={{ 'search.count': '{count, plural, one {# result} other {# results}}', 'cart.title': 'Cart' }}
        >
          <Show ids={['common.loading', 'search.count', 'cart.title']} />|<Locale />
        </I18nProvider>
      </I18nProvider>,
    );
    expect(html.replace(/<!-- -->/g, '')).toBe('[Loading…]|[Loading…][2 results][Cart]|en-OM');
  });

  it('an id the page did not give throws outside production, naming the id and where to list it', () => {
    const render = () =>
      renderToString(
        <I18nProvider locale="en-OM" messages={{ 'common.loading': 'Loading…' }}>
          <Show ids={['checkout.step.payment']} />
        </I18nProvider>,
      );
    expect(render).toThrow(
      'message "checkout.step.payment" was not given to this page: wrap the client code using it in <Messages>',
    );
  });

  it('useT outside any provider throws: a client component cannot render without its messages', () => {
    expect(() => renderToString(<Show ids={['common.loading']} />)).toThrow('need an <I18nProvider>');
  });
});

describe('createTranslate', () => {
  it('fills placeholders and plurals by the locale it is bound to', () => {
    const t = createTranslate('en-OM', {
      'search.count': '{count, plural, one {# result} other {# results}}',
      'header.submenu': '{name} menu',
    });
    expect([
      t('search.count', { count: 1 }),
      t('search.count', { count: 5 }),
      t('header.submenu', { name: 'Serums' }),
    ]).toEqual(['1 result', '5 results', 'Serums menu']);
  });
});
