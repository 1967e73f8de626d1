'use client';

import Link from 'next/link';
import { t } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

/** Any failure while rendering a page: a friendly message, never a blank page. */
export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return (
    <section className="container-shop flex flex-col items-center gap-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
      <p className="text-muted">{t('error.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-xl bg-brand px-5 py-3 font-semibold text-white hover:bg-brand-dark">
          {t('error.retry')}
        </button>
        <Link href={routes.shop} className="rounded-xl border border-line px-5 py-3 font-semibold">
          {t('notFound.shop')}
        </Link>
      </div>
    </section>
  );
}
