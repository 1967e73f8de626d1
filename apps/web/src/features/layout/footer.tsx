import Link from 'next/link';
import { Logo } from '@/components/ui/logo';
import { getSettings } from '@/lib/data/settings';
import { t } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

/** SPEC §2 Footer: logo, photo-sharing page, chat link with 'Hi', year, and three policy items without links. */
export async function Footer() {
  const settings = await getSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-8 border-t border-line bg-cream">
      <div className="container-shop flex flex-col gap-6 py-8 desk:flex-row desk:items-start desk:justify-between">
        <div className="flex flex-col gap-2">
          <Link href={routes.home} aria-label={t('header.logoLabel')}>
            <Logo className="h-8 w-auto" />
          </Link>
          <p className="max-w-xs text-sm text-muted">{t('footer.tagline')}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {settings.instagramUrl && (
            <a href={settings.instagramUrl} target="_blank" rel="noopener noreferrer" className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium hover:border-brand hover:text-brand">
              <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
                <rect x="3" y="3" width="18" height="18" rx="5" />
                <circle cx="12" cy="12" r="4" />
                <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
              </svg>
              {t('footer.instagram')}
            </a>
          )}
          {settings.whatsappNumber && (
            <a
              href={`https://wa.me/${settings.whatsappNumber}?text=${encodeURIComponent('Hi')}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium hover:border-[#1f9e55] hover:text-[#1f9e55]"
            >
              {t('footer.chat')}
            </a>
          )}
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-shop flex flex-col gap-3 py-4 text-xs text-muted desk:flex-row desk:items-center desk:justify-between">
          <p>{t('footer.copyright', { year })}</p>
          <ul className="flex flex-wrap gap-4">
            <li>{t('footer.terms')}</li>
            <li>{t('footer.privacy')}</li>
            <li>{t('footer.refund')}</li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
