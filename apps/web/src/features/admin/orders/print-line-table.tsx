import type { ReactNode } from 'react';
import type { AdminOrderDetail } from './order-replies';

type Line = AdminOrderDetail['items'][number];

export interface PrintColumn {
  header: string;
  /** Figures and marks sit at the end of the line. */
  end?: boolean;
  cell: (line: Line) => ReactNode;
  className?: string;
}

/** The columns both documents open with. */
export const itemColumn: PrintColumn = { header: 'Item', cell: (l) => l.item_name, className: 'break-words' };
export const qtyColumn: PrintColumn = { header: 'Qty', end: true, cell: (l) => l.qty, className: 'tabular-nums' };

/** An order's lines on paper: the packing slip's and the invoice's; `ruled` draws a line under each row, `children` more rows below (totals). */
export function PrintLineTable({
  columns,
  lines,
  ruled = false,
  children,
}: {
  columns: PrintColumn[];
  lines: Line[];
  ruled?: boolean;
  children?: ReactNode;
}) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b border-line">
        <tr>
          {columns.map((c) => (
            <th key={c.header} className={c.end ? 'py-2 text-right' : 'py-2'}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="border-b border-line">
        {lines.map((l) => (
          <tr key={l.id} className={ruled ? 'border-b border-line' : undefined}>
            {columns.map((c) => (
              <td key={c.header} className={`py-2 ${c.end ? 'text-right' : 'pe-2'} ${c.className ?? ''}`}>
                {c.cell(l)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {children ? <tbody>{children}</tbody> : null}
    </table>
  );
}
