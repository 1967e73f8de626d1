import Link from 'next/link';
import type { ReactNode } from 'react';
import { PrintButton } from './print-button';
import { PrintLineTable, itemColumn, qtyColumn } from './print-line-table';
import { addressLine, omanDateTime, paymentTypeLabel } from './order-format';
import type { AdminOrderDetail } from './order-replies';

/** A printable page: its own heading and a print button on screen; on paper only the document (print CSS in globals.css). */
function PrintPage({ detail, title, children }: { detail: AdminOrderDetail; title: string; children: ReactNode }) {
  const { order } = detail;
  return (
    <div className="print-page mx-auto max-w-3xl">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link href={`/admin/orders/${encodeURIComponent(order.name)}`} className="text-sm text-brand hover:underline">
          ← {order.name}
        </Link>
        <PrintButton />
      </div>
      <article className="rounded-xl border border-line bg-white p-6 print:border-0 print:p-0">
        <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-lg font-semibold">Gulf Glow</p>
            <p className="text-sm text-muted">Muscat, Sultanate of Oman</p>
          </div>
          <div className="text-right">
            <h1 className="text-xl font-semibold">{title}</h1>
            <p className="text-sm">{order.name}</p>
            <p className="text-sm text-muted">{omanDateTime(order.creation)}</p>
          </div>
        </header>
        <section className="mb-6 grid gap-4 text-sm desk:grid-cols-2">
          <div>
            <h2 className="font-semibold">
              {order.shipping_method === 'Pick up from Store' ? 'Pickup' : 'Deliver to'}
            </h2>
            <p>{order.first_name}</p>
            <p>+{order.phone}</p>
            {order.shipping_method === 'Pick up from Store' ? (
              <p>
                {order.outlet ?? ''} {order.pickup_date ?? ''} {order.pickup_time ?? ''}
              </p>
            ) : (
              <p className="break-words">{addressLine(order)}</p>
            )}
          </div>
          <div>
            <h2 className="font-semibold">Payment</h2>
            <p>
              {paymentTypeLabel(order.payment_method)} · {order.custom_online_payment_status}
            </p>
          </div>
        </section>
        {children}
      </article>
    </div>
  );
}

/** What the packer needs: items, codes and quantities; no prices. */
export function PackingSlip({ detail }: { detail: AdminOrderDetail }) {
  return (
    <PrintPage detail={detail} title="Packing slip">
      <PrintLineTable
        ruled
        lines={detail.items}
        columns={[
          itemColumn,
          { header: 'Code', cell: (l) => l.item_code, className: 'break-all' },
          qtyColumn,
          { header: 'Packed', end: true, cell: () => '☐' },
        ]}
      />
      <p className="mt-4 text-sm">Units: {detail.items.reduce((n, l) => n + l.qty, 0)}</p>
    </PrintPage>
  );
}
