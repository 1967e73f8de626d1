import { Link } from '@/lib/i18n/navigation';
import { Logo } from '@/components/ui/logo';
import { getSettings } from '@/lib/data/settings';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { LineIcon } from '@/components/ui/line-icon';

/** wa.me wants the number in international form, digits only. */
const chatUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}?text=Hi`;

/**
 * SPEC §2 Footer: logo, the shop's photo-sharing page, a chat link with a pre-filled 'Hi' to the
 * shop's number, the copyright year, and Terms of service, Privacy policy and Refund policy as
 * plain items without links.
 */
export async function Footer() {
  const [settings, locale] = await Promise.all([getSettings(), requestLocale()]);
  const t = getT(locale);
  const year = new Date().getFullYear();
  const pill =
    'inline-flex h-11 items-center gap-2.5 rounded-full border border-line bg-white px-5 text-sm font-medium text-ink shadow-sm transition-colors';
  return (
    <footer className="mt-12 border-t border-line bg-cream">
      <div className="container-shop grid gap-8 py-10 desk:grid-cols-[1.4fr_1fr_1fr] desk:gap-12 desk:py-14">
        <div className="flex flex-col gap-3">
          <Link href={routes.home} aria-label={t('header.logoLabel')} className="self-start rounded-md">
            <Logo className="h-9 w-auto" />
          </Link>
          <p className="max-w-sm text-sm leading-relaxed text-muted">{t('footer.tagline')}</p>
        </div>
        <div>
          <h2 className="mb-3 text-xs font-bold uppercase tracking-wider text-muted">{t('footer.shopHeading')}</h2>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link href={routes.offers} className="hover:text-brand">
                {t('header.offers')}
              </Link>
            </li>
            <li>
              <Link href={routes.shop} className="hover:text-brand">
                {t('footer.allProducts')}
              </Link>
            </li>
            <li>
              <Link href={routes.cart} className="hover:text-brand">
                {t('footer.cart')}
              </Link>
            </li>
          </ul>
        </div>
        {(settings.instagramUrl || settings.whatsappNumber) && (
          <div>
            <h2 className="mb-3 text-xs font-bold uppercase tracking-wider text-muted">{t('footer.contactHeading')}</h2>
            <div className="flex flex-wrap gap-3 desk:flex-col desk:items-start">
              {settings.instagramUrl && (
                <a
                  href={settings.instagramUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${pill} hover:border-brand hover:text-brand`}
                >
                  <LineIcon className="size-[18px]" strokeWidth={1.8}>
                    <rect x="3" y="3" width="18" height="18" rx="5" />
                    <circle cx="12" cy="12" r="4" />
                    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
                  </LineIcon>
                  {t('footer.instagram')}
                </a>
              )}
              {settings.whatsappNumber && (
                <a
                  href={chatUrl(settings.whatsappNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${pill} hover:border-ok hover:text-ok`}
                >
                  <LineIcon className="size-[18px]" strokeWidth={1.8}>
                    <path d="M4 20l1.3-3.9A8 8 0 1 1 8.2 19z" strokeLinejoin="round" />
                    <path
                      d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 .8a4 4 0 0 1-2-2l.8-1-1-2z"
                      fill="currentColor"
                      stroke="none"
                    />
                  </LineIcon>
                  {t('footer.chat')}
                </a>
              )}
            </div>
          </div>
        )}
      </div>
      <div className="border-t border-line">
        <div className="container-shop flex flex-col gap-3 py-5 text-xs text-muted desk:flex-row desk:items-center desk:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2" data-testid="footer-policies">
            <li>{t('footer.terms')}</li>
            <li>{t('footer.privacy')}</li>
            <li>{t('footer.refund')}</li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
