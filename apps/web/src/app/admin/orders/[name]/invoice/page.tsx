import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { taxInvoiceReply } from '@shop/domain/schemas/shopper-order';
import { loadAdmin } from '@/features/admin/admin-server';
import { PrintButton } from '@/features/admin/orders/print-button';
import { LoadError } from '@/features/admin/ui/page-header';
import { TaxInvoiceDocument } from '@/features/order-page/public';

type Props = { params: Promise<{ name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Invoice ${decodeURIComponent((await params).name)}` };
}

/** The shopper's own tax invoice (issue 28), printed by the team from the order; 404 until it is issued. */
export default async function InvoicePage({ params }: Props) {
  const name = decodeURIComponent((await params).name);
  const result = await loadAdmin(
    (client) => client.GET('/api/admin/orders/{name}/tax-invoice', { params: { path: { name } } }),
    taxInvoiceReply,
  );
  if (!result.ok && result.status === 404) notFound();
  if (!result.ok) return <LoadError message={result.message} />;
  return (
    <div className="print-page mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={`/admin/orders/${encodeURIComponent(name)}`} className="text-sm text-brand hover:underline">
          ← {name}
        </Link>
        <a
          href={`/api/admin/orders/${encodeURIComponent(name)}/tax-invoice.pdf`}
          className="text-sm text-brand hover:underline"
        >
          PDF
        </a>
        <PrintButton />
      </div>
      <TaxInvoiceDocument invoice={result.data.data} />
    </div>
  );
}
