import Link from 'next/link';
import { PageHeader } from '@/features/admin/ui/page-header';

/** A back-office address with nothing behind it (an order, a product, an invoice not issued yet), inside the back-office frame. */
export default function AdminNotFound() {
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="Not found" />
      <p className="text-sm">There is nothing at this address: it may have been removed, or not be issued yet.</p>
      <Link href="/admin" className="text-sm text-brand hover:underline">
        Back to the dashboard
      </Link>
    </div>
  );
}
