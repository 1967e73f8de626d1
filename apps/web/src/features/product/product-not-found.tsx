import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { GoBackButton } from './go-back-button';

/** SPEC §2 'Missing product', every text as written there. */
export async function ProductNotFound({ whatsappNumber }: { whatsappNumber: string | null }) {
  const t = getT(await requestLocale());
  return (
    <section
      className="container-shop flex flex-col items-center gap-4 py-16 text-center"
      data-testid="product-not-found"
    >
      <div aria-hidden="true" className="grid size-20 place-items-center rounded-full bg-blush text-3xl text-brand">
        ?
      </div>
      <h1 className="text-2xl font-semibold">{t('product.notFoundTitle')}</h1>
      <p className="text-ink">{t('product.notFoundText')}</p>
      <p className="max-w-md text-sm text-muted">{t('product.notFoundHint')}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Link href={routes.shop} className={buttonClass()}>
          {t('product.browseAll')}
        </Link>
        <GoBackButton className="rounded-xl border border-line px-5 py-3 font-semibold hover:border-brand hover:text-brand" />
      </div>
      <div className="mt-6 rounded-xl bg-cream px-5 py-4 text-sm">
        <h2 className="font-semibold">{t('product.needHelp')}</h2>
        <p className="text-muted">{t('product.needHelpText')}</p>
        {whatsappNumber && (
          <a
            href={`https://wa.me/${whatsappNumber}?text=Hi`}
            className="mt-1 inline-block font-semibold text-brand hover:underline"
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('product.chatWithUs')}
          </a>
        )}
      </div>
    </section>
  );
}
