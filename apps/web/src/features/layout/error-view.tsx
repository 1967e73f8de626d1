'use client';

import { Link } from '@/lib/i18n/navigation';
import { Button, buttonClass } from '@/components/ui/button';
import { errorTexts } from '@/lib/i18n/error-texts';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { routes } from '@/lib/routes';
import { StatusArt } from './status-art';

/**
 * Any failure while rendering a page: a friendly message (header and footer stay), never a blank
 * page. Its texts come straight from the catalog's error part, not from delivered messages.
 */
export function ErrorView({ reset }: { reset: () => void }) {
  const errors = errorTexts(useLocale());
  return (
    <section className="container-shop flex flex-col items-center gap-4 py-16 text-center desk:py-24">
      <StatusArt className="h-36 w-auto desk:h-44" />
      <h1 className="text-2xl font-semibold desk:text-3xl">{errors['error.title']}</h1>
      <p className="max-w-md text-muted">{errors['error.text']}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button onClick={reset} size="md" shape="full">
          {errors['error.retry']}
        </Button>
        <Link href={routes.shop} className={buttonClass({ variant: 'secondary', size: 'md', shape: 'full' })}>
          {errors['notFound.shop']}
        </Link>
        <Link href={routes.home} className={buttonClass({ variant: 'link', size: 'md', shape: 'full' })}>
          {errors['notFound.home']}
        </Link>
      </div>
    </section>
  );
}
