import type { AuditEntryRow } from '@shop/domain/schemas/admin-people';
import { omanDateTime } from '../orders/order-format';
import { DataTable } from '../ui/table';

const summary = (values: Record<string, unknown> | null) =>
  values
    ? Object.entries(values)
        .map(([k, v]) => `${k}: ${String(v)}`)
        .join(', ')
    : '';

function Change({ entry }: { entry: AuditEntryRow }) {
  const before = summary(entry.before);
  const after = summary(entry.after);
  if (!before && !after) return <span className="text-muted">—</span>;
  return (
    <span>
      {before ? <span className="text-muted line-through decoration-1">{before}</span> : null}
      {before && after ? ' → ' : null}
      {after}
    </span>
  );
}

/** The audit log's rows: when, who, what, on what, and the change. */
export function AuditList({ rows }: { rows: AuditEntryRow[] }) {
  return (
    <DataTable
      caption="Audit log"
      rows={rows}
      rowKey={(e) => String(e.id)}
      empty="No changes recorded for this filter."
      columns={[
        {
          key: 'at',
          header: 'When (Oman)',
          cell: (e) => <span className="whitespace-nowrap">{omanDateTime(e.at)}</span>,
        },
        { key: 'who', header: 'Who', cell: (e) => e.actorEmail ?? <span className="text-muted">(not signed in)</span> },
        { key: 'action', header: 'Action', cell: (e) => <code className="text-xs">{e.action}</code> },
        { key: 'target', header: 'On', cell: (e) => `${e.targetType} ${e.targetId}` },
        { key: 'change', header: 'Change', cell: (e) => <Change entry={e} /> },
      ]}
    />
  );
}
