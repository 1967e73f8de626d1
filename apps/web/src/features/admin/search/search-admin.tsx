'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type SynonymBody, synonymBody } from '@shop/domain/schemas/admin-search';
import { primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { ActionMessage } from '../ui/action-message';
import { ConfirmButton } from '../ui/confirm-button';
import { PageHeader } from '../ui/page-header';
import { type Column, DataTable } from '../ui/table';
import { useAdminAction } from '../use-admin-action';
import { TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { useAdminForm } from '../ui/form-kit/use-admin-form';
import { type QueryReportRow, type SynonymList, synonymRemovedReply, synonymReply } from './search-replies';

const asBody = (fields: SynonymBody) => fields;

function SynonymForm({
  editing,
  onDone,
  onCancel,
}: {
  editing?: SynonymList;
  onDone: (list: SynonymList) => void;
  onCancel?: () => void;
}) {
  const save = useAdminAction();
  const form = useAdminForm(synonymBody, { terms: editing?.terms ?? '' }, asBody);
  const send = async ({ terms }: SynonymBody) => {
    await save.run(
      editing
        ? (client, init) =>
            client.PUT('/api/admin/search/synonyms/{id}', {
              params: { path: { id: editing.id } },
              body: { terms },
              ...init,
            })
        : (client, init) => client.POST('/api/admin/search/synonyms', { body: { terms }, ...init }),
      synonymReply,
      {
        onSuccess: (list) => {
          if (!editing) form.reset();
          onDone(list);
        },
      },
    );
  };
  return (
    <KitForm
      aria-label={editing ? `Edit synonyms ${editing.terms}` : 'New synonyms'}
      className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4"
      form={form}
      outcome={save}
      onValid={send}
    >
      <TextInput
        form={form}
        name="terms"
        label="Terms that mean the same, separated by commas (e.g. sunblock, sunscreen or كريم, مرطب)"
        maxLength={1000}
        dir="auto"
      />
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={save.pending}>
          {editing ? 'Save synonyms' : 'Add synonyms'}
        </button>
        {onCancel ? (
          <button type="button" className={secondaryButton} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
      <ActionMessage error={save.error} />
    </KitForm>
  );
}

const reportColumns: Column<QueryReportRow>[] = [
  { key: 'query', header: 'Query', cell: (r) => <span dir="auto">{r.query}</span> },
  { key: 'searches', header: 'Searches', cell: (r) => <span className="tabular-nums">{r.searches}</span> },
  { key: 'results', header: 'Products found', cell: (r) => <span className="tabular-nums">{r.results}</span> },
];

/** Back-office search: the synonym lists the shop's search widens queries with, and what shoppers searched in vain. */
export function SearchAdmin({
  synonyms,
  report,
}: {
  synonyms: SynonymList[];
  report: { zero: QueryReportRow[]; low: QueryReportRow[] };
}) {
  const router = useRouter();
  const [editing, setEditing] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const remove = useAdminAction();
  const done = (message: string) => {
    setNotice(message);
    setEditing(null);
    remove.clear();
    router.refresh();
  };
  const columns: Column<SynonymList>[] = [
    { key: 'terms', header: 'Terms', cell: (s) => <span dir="auto">{s.terms}</span> },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (s) => (
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => setEditing(editing === s.id ? null : s.id)}
            aria-label={`Edit ${s.terms}`}
          >
            Edit
          </button>
          <ConfirmButton
            confirmLabel="Remove now"
            onConfirm={async () => {
              await remove.run(
                (client, init) =>
                  client.DELETE('/api/admin/search/synonyms/{id}', { params: { path: { id: s.id } }, ...init }),
                synonymRemovedReply,
                { onSuccess: () => done(`Synonyms “${s.terms}” removed.`) },
              );
            }}
          >
            Remove
          </ConfirmButton>
        </div>
      ),
    },
  ];
  const current = synonyms.find((s) => s.id === editing);
  return (
    <>
      <PageHeader
        title="Search"
        description="Synonyms widen what the shop's search finds; the reports show the last 30 days' searches that found nothing or little."
      />
      <section aria-label="Synonyms" className="mb-8 flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Synonyms</h2>
        <SynonymForm onDone={(list) => done(`Synonyms “${list.terms}” added.`)} />
        {notice ? (
          <p role="status" className="text-sm text-ok">
            {notice}
          </p>
        ) : null}
        <ActionMessage error={remove.error} />
        {current ? (
          <SynonymForm
            key={current.id}
            editing={current}
            onDone={(list) => done(`Synonyms “${list.terms}” saved.`)}
            onCancel={() => setEditing(null)}
          />
        ) : null}
        <DataTable
          caption="Synonyms"
          columns={columns}
          rows={synonyms}
          rowKey={(s) => String(s.id)}
          empty="No synonyms yet."
        />
      </section>
      <section
        aria-label="Searches with no result"
        className="mb-8 flex flex-col gap-3"
        data-testid="zero-result-report"
      >
        <h2 className="text-lg font-semibold">Searches with no result (last 30 days)</h2>
        <DataTable
          caption="Searches with no result"
          columns={reportColumns}
          rows={report.zero}
          rowKey={(r) => r.query}
          empty="No search went without a result."
        />
      </section>
      <section aria-label="Searches with few results" className="flex flex-col gap-3" data-testid="low-result-report">
        <h2 className="text-lg font-semibold">Searches with 1–3 results (last 30 days)</h2>
        <DataTable
          caption="Searches with few results"
          columns={reportColumns}
          rows={report.low}
          rowKey={(r) => r.query}
          empty="None."
        />
      </section>
    </>
  );
}
