import type { ReactNode } from 'react';

/**
 * Rows as a list that is a table on a desk and a stack of cards on a phone (no sideways
 * scrolling at 390 px): on narrow screens each field shows its label above its value.
 */
export interface Field<Row> {
  key: string;
  label: string;
  cell: (row: Row) => ReactNode;
}

export function RecordList<Row>({
  fields,
  rows,
  rowKey,
  label,
  empty = 'Nothing here.',
  columns,
}: {
  fields: Field<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** What the list holds, for screen readers. */
  label: string;
  empty?: ReactNode;
  /** The desk grid's column widths, e.g. 'desk:grid-cols-[2fr_1fr_1fr]'. */
  columns: string;
}) {
  const grid = `grid gap-x-4 gap-y-2 ${columns}`;
  return (
    <div className="rounded-xl border border-line bg-white">
      <div
        aria-hidden
        className={`hidden border-b border-line bg-cream px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-muted desk:grid ${grid}`}
      >
        {fields.map((f) => (
          <span key={f.key}>{f.label}</span>
        ))}
      </div>
      {rows.length === 0 ? (
        <p className="px-3 py-10 text-center text-sm text-muted">{empty}</p>
      ) : (
        <ul aria-label={label}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={`border-b border-line px-3 py-3 text-sm last:border-b-0 ${grid}`}>
              {fields.map((f) => (
                <div key={f.key} className="min-w-0 break-words">
                  <span className="block text-xs font-medium text-muted desk:sr-only">{f.label}</span>
                  {f.cell(row)}
                </div>
              ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
