import type { ReactNode } from 'react';

/**
 * A data table: column headings, rows, an empty message. Cells are whatever the caller renders.
 * On a desk it is a table; below the desk breakpoint each row is a card whose cells carry their
 * column's heading, so no admin page scrolls sideways at 390 px.
 */
export interface Column<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  empty = 'Nothing here.',
  caption,
}: {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  empty?: ReactNode;
  caption?: string;
}) {
  return (
    // relative: the sr-only caption and headers (absolutely positioned) stay inside the scroller instead of widening the page;
    // focusable, so a keyboard can scroll a table wider than the window (WCAG 2.1.1); not a landmark, as its section names it
    <div tabIndex={0} className="relative overflow-x-auto rounded-xl border border-line bg-white">
      <table className="w-full text-left text-sm max-desk:block">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="border-b border-line bg-cream text-xs uppercase tracking-wide text-muted max-desk:sr-only">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={`px-3 py-2.5 font-semibold ${c.className ?? ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-desk:block">
          {rows.length === 0 ? (
            <tr className="max-desk:block">
              <td colSpan={columns.length} className="px-3 py-10 text-center text-muted max-desk:block">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className="border-b border-line last:border-b-0 hover:bg-neutral-50 max-desk:block max-desk:py-2"
              >
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={`px-3 py-2.5 align-top max-desk:block max-desk:py-1 max-desk:break-words ${c.className ?? ''} max-desk:w-auto max-desk:whitespace-normal`}
                  >
                    <span aria-hidden className="block text-xs font-medium text-muted desk:hidden">
                      {c.header}
                    </span>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
