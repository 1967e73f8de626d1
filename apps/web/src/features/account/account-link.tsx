import { Link } from '@/lib/i18n/navigation';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { LineIcon } from '@/components/ui/line-icon';

/** The header's way to the account page (/user). */
export async function AccountLink() {
  const t = getT(await requestLocale());
  return (
    <Link
      href={routes.account}
      aria-label={t('account.link')}
      className="grid size-11 place-items-center rounded-full text-ink hover:bg-cream hover:text-brand"
      data-testid="account-link"
    >
      <LineIcon className="size-6" strokeWidth={1.7}>
        <circle cx="12" cy="8.5" r="3.5" />
        <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" strokeLinecap="round" />
      </LineIcon>
    </Link>
  );
}
