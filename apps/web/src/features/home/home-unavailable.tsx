import { Link } from '@/lib/i18n/navigation';
import { buttonClass } from '@/components/ui/button-class';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

/** The home page when its blocks cannot be read: a way on to the shop. */
export async function HomeUnavailable() {
  const t = getT(await requestLocale());
  return (
    <section className="container-shop flex flex-col items-center gap-3 py-20 text-center">
      <h1 className="text-2xl font-semibold">{t('home.unavailableTitle')}</h1>
      <p className="max-w-md text-muted">{t('home.unavailableText')}</p>
      <Link href={routes.shop} className={buttonClass({ size: 'sm', shape: 'lg' })}>
        {t('home.browseShop')}
      </Link>
    </section>
  );
}
