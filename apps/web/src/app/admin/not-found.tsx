import Link from 'next/link';
import { PageHeader } from '@/features/admin/ui/page-header';
import { DEFAULT_LOCALE } from '@/lib/i18n/locale';
import { getT } from '@/lib/i18n/messages';

/**
 * A back-office address with nothing behind it (an order, a product, an invoice not issued yet), inside the back-office
 * frame; it reads as the shop's own not-found page does with JavaScript off (error-shell.ts), in the back-office's English.
 */
export default function AdminNotFound() {
  const t = getT(DEFAULT_LOCALE);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={t('notFound.title')} />
      <p className="text-sm">{t('notFound.text')}</p>
      <Link href="/admin" className="text-sm text-brand hover:underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
