import type { Metadata } from 'next';
import { auditPageReply } from '@shop/domain/schemas/admin-people';
import { loadAdmin } from '@/features/admin/admin-server';
import { presentQuery } from '@/features/admin/admin-outcome';
import { AuditList } from '@/features/admin/audit/audit-list';
import { FilterText, FiltersBar } from '@/features/admin/ui/filters-bar';
import { PagedResult } from '@/features/admin/ui/paged-result';
import { PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Audit log' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export default async function AuditPage({ searchParams }: Props) {
  const raw = await searchParams;
  const query = { actor: one(raw.actor), action: one(raw.action), page: one(raw.page) };
  const result = await loadAdmin(
    (client) => client.GET('/api/admin/audit', { params: { query: presentQuery(query) } }),
    auditPageReply,
  );
  return (
    <>
      <PageHeader title="Audit log" description="Who changed what in the back-office, newest first." />
      <FiltersBar label="Filter the audit log">
        <FilterText name="actor" label="Who (email)" defaultValue={query.actor} placeholder="name@example.om" />
        <label className="text-xs font-medium text-muted">
          Action
          <select
            name="action"
            defaultValue={query.action ?? ''}
            className="mt-1 block rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink"
          >
            <option value="">Any</option>
            {(result.ok ? result.data.meta.actions : []).map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </label>
      </FiltersBar>
      <PagedResult result={result} list={(rows) => <AuditList rows={rows} />} basePath="/admin/audit" query={query} />
    </>
  );
}
