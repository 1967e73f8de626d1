import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { creditNoteReply } from '@shop/domain/schemas/shopper-order';
import { loadAdmin } from '@/features/admin/admin-server';
import { PrintButton } from '@/features/admin/orders/print-button';
import { LoadError } from '@/features/admin/ui/page-header';
import { TaxInvoiceDocument } from '@/features/order-page/public';

type Props = { params: Promise<{ name: string; number: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Credit note ${decodeURIComponent((await params).number)}` };
}

/** A refund's tax credit note as the shopper sees it (issue 28), printed by the team from the order. */
export default async function CreditNotePage({ params }: Props) {
  const { name: rawName, number: rawNumber } = await params;
  const name = decodeURIComponent(rawName);
  const number = decodeURIComponent(rawNumber);
  const result = await loadAdmin(
    (client) => client.GET('/api/admin/orders/{name}/credit-notes/{number}', { params: { path: { name, number } } }),
    creditNoteReply,
  );
  if (!result.ok && (result.status === 404 || result.status === 400)) notFound();
  if (!result.ok) return <LoadError message={result.message} />;
  const base = `/api/admin/orders/${encodeURIComponent(name)}/credit-notes/${encodeURIComponent(number)}`;
  return (
    <div className="print-page mx-auto flex max-w-4xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={`/admin/orders/${encodeURIComponent(name)}`} className="text-sm text-brand hover:underline">
          ← {name}
        </Link>
        <a href={`${base}/pdf`} className="text-sm text-brand hover:underline">
          PDF
        </a>
        <PrintButton />
      </div>
      <TaxInvoiceDocument invoice={result.data.data} />
    </div>
  );
}
