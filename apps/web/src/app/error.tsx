'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { StatusArt } from '@/features/layout/status-art';
import { errors } from '@/lib/i18n/en/errors';
import { routes } from '@/lib/routes';

/**
 * Any failure while rendering a page: a friendly message (header and footer stay), never a blank
 * page. Its texts come straight from the catalog's error part, not from delivered messages.
 */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section className="container-shop flex flex-col items-center gap-4 py-16 text-center desk:py-24">
      <StatusArt className="h-36 w-auto desk:h-44" />
      <h1 className="text-2xl font-semibold desk:text-3xl">{errors['error.title']}</h1>
      <p className="max-w-md text-muted">{errors['error.text']}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-full bg-brand px-6 py-3 text-sm font-semibold text-white hover:bg-brand-dark">
          {errors['error.retry']}
        </button>
        <Link href={routes.shop} className="rounded-full border border-line bg-white px-6 py-3 text-sm font-semibold hover:border-brand hover:text-brand">
          {errors['notFound.shop']}
        </Link>
        <Link href={routes.home} className="rounded-full px-6 py-3 text-sm font-semibold text-brand underline-offset-4 hover:underline">
          {errors['notFound.home']}
        </Link>
      </div>
    </section>
  );
}
