import { buttonClass } from '@/components/ui/button';
import type { Translate } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

/** The one answer for an unknown order and for one the visitor may not see: nothing tells them apart. */
export function OrderNotFound({ t, localize }: { t: Translate; localize: (path: string) => string }) {
  return (
    <section className="flex flex-col items-center gap-4 py-16 text-center" data-testid="order-not-found">
      <h1 className="text-2xl font-semibold">{t('orderPage.notFoundTitle')}</h1>
      <p className="max-w-md text-sm text-muted">{t('orderPage.notFoundText')}</p>
      <a href={localize(routes.account)} className={buttonClass({ size: 'md' })}>
        {t('account.signIn')}
      </a>
    </section>
  );
}
