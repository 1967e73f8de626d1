import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { MissingProduct } from '@/features/product/missing-product';
import { StatusArt } from '@/features/layout/status-art';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { Messages } from '@/lib/i18n/messages-boundary';
import { routes } from '@/lib/routes';
import { MISSING_HEADER } from '@/proxy';

const missingProduct = async () => (await headers()).get(MISSING_HEADER) === 'product';

export async function generateMetadata(): Promise<Metadata> {
  const t = getT(await requestLocale());
  return {
    title: (await missingProduct()) ? t('product.notFoundTitle') : t('notFound.metaTitle'),
    robots: { index: false },
  };
}

/** Any unknown path: a friendly message with ways back into the shop; a missing product's own page (proxy.ts). */
export default async function NotFound() {
  if (await missingProduct()) {
    return (
      <Messages ids={clientMessageIds.productNotFound}>
        <MissingProduct />
      </Messages>
    );
  }
  const t = getT(await requestLocale());
  return (
    <section className="container-shop flex flex-col items-center gap-4 py-16 text-center desk:py-24">
      <StatusArt className="h-36 w-auto desk:h-44" />
      <p className="text-sm font-bold tracking-[0.3em] text-brand">{t('notFound.code')}</p>
      <h1 className="text-2xl font-semibold desk:text-3xl">{t('notFound.title')}</h1>
      <p className="max-w-md text-muted">{t('notFound.text')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link href={routes.shop} className={buttonClass({ size: 'md', shape: 'full' })}>
          {t('notFound.shop')}
        </Link>
        <Link href={routes.offers} className={buttonClass({ variant: 'secondary', size: 'md', shape: 'full' })}>
          {t('notFound.offers')}
        </Link>
        <Link href={routes.home} className={buttonClass({ variant: 'link', size: 'md', shape: 'full' })}>
          {t('notFound.home')}
        </Link>
      </div>
    </section>
  );
}
