'use client';

import type { CatalogImportResult } from '@shop/domain/schemas/catalog-transfer';
import { useState } from 'react';
import { ActionMessage } from '../ui/action-message';
import { PageHeader } from '../ui/page-header';
import { type Column, DataTable } from '../ui/table';
import { type ImportForm, sendCatalogImport } from './catalog-file-upload';
import { primaryButton, secondaryButton } from '../ui/form-kit/styles';

const FILE_INPUT =
  'text-sm file:me-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-white file:px-3 file:text-sm file:font-medium hover:file:bg-blush';

type Stage =
  | { step: 'idle' }
  | { step: 'sending'; sent: number | null; dryRun: boolean }
  | { step: 'previewed' | 'applied'; result: CatalogImportResult };
type RowError = CatalogImportResult['errors'][number];

const exportHref = (format: 'csv' | 'xlsx', q: string) =>
  `/api/admin/catalog/export?${new URLSearchParams({ format, ...(q ? { q } : {}) }).toString()}`;

const errorColumns: Column<RowError>[] = [
  { key: 'row', header: 'Row', cell: (e) => <span className="tabular-nums">{e.row}</span>, className: 'w-0' },
  { key: 'column', header: 'Column', cell: (e) => <code className="text-xs">{e.column ?? '—'}</code> },
  { key: 'reason', header: 'Reason', cell: (e) => e.message },
];

function Counts({ result, applied }: { result: CatalogImportResult; applied: boolean }) {
  const items = [
    [applied ? 'Created' : 'To create', result.create],
    [applied ? 'Updated' : 'To update', result.update],
    ['Unchanged', result.unchanged],
    ['Rows with errors', result.error_rows],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="import-counts">
      {items.map(([label, n]) => (
        <div key={label} className="rounded-xl border border-line bg-white px-4 py-3">
          <dt className="text-xs text-muted">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{n}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Catalog → Import / export: download the catalog; upload a file, preview what it would do, then apply it. */
export function CatalogTransfer({ q }: { q: string }) {
  const [form, setForm] = useState<Omit<ImportForm, 'file'> & { file: File | null }>({
    file: null,
    images: null,
    createMissing: false,
    apply: 'valid',
  });
  const [stage, setStage] = useState<Stage>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const busy = stage.step === 'sending';

  const send = async (dryRun: boolean) => {
    if (!form.file) return setError('Choose a CSV or XLSX file first.');
    setError(null);
    setStage({ step: 'sending', sent: 0, dryRun });
    const outcome = await sendCatalogImport({ ...form, file: form.file }, dryRun, (sent) =>
      setStage({ step: 'sending', sent, dryRun }),
    );
    if (!outcome.ok) {
      setError(outcome.message);
      return setStage({ step: 'idle' });
    }
    setStage({ step: dryRun ? 'previewed' : 'applied', result: outcome.data });
  };
  const change = (next: Partial<typeof form>) => {
    setForm((f) => ({ ...f, ...next }));
    setStage({ step: 'idle' });
  };
  const result = stage.step === 'previewed' || stage.step === 'applied' ? stage.result : null;
  const nothingToApply = result !== null && result.create + result.update === 0;
  const blocked = result !== null && form.apply === 'all' && result.error_rows > 0;

  return (
    <>
      <PageHeader
        title="Import / export"
        description="Move the catalog in and out as a spreadsheet: one row per product, matched by item_code."
      />
      <section aria-labelledby="export-heading" className="mb-8 rounded-2xl border border-line bg-white p-4">
        <h2 id="export-heading" className="text-lg font-semibold">
          Export
        </h2>
        <p className="mt-1 text-sm text-muted">
          {q ? `The products the search “${q}” finds.` : 'Every product.'} CSV is UTF-8 with Arabic kept; XLSX opens
          directly in Excel.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <a className={secondaryButton} href={exportHref('csv', q)} download>
            Download CSV
          </a>
          <a className={secondaryButton} href={exportHref('xlsx', q)} download>
            Download XLSX
          </a>
        </div>
      </section>
      <section aria-labelledby="import-heading" className="rounded-2xl border border-line bg-white p-4">
        <h2 id="import-heading" className="text-lg font-semibold">
          Import
        </h2>
        <p className="mt-1 text-sm text-muted">
          Prices in OMR with 3 decimals, flags 1 or 0. A file may hold only item_code and the columns to change (e.g.
          custom_stock_available).
        </p>
        <div className="mt-4 grid gap-4 desk:grid-cols-2">
          <label className="grid gap-1 text-sm font-medium">
            Catalog file (CSV or XLSX)
            <input
              type="file"
              className={FILE_INPUT}
              accept=".csv,.xlsx,text/csv"
              disabled={busy}
              onChange={(e) => change({ file: e.currentTarget.files?.[0] ?? null })}
            />
          </label>
          <label className="grid gap-1 text-sm font-medium">
            Images (optional ZIP, files named in the image column)
            <input
              type="file"
              className={FILE_INPUT}
              accept=".zip,application/zip"
              disabled={busy}
              onChange={(e) => change({ images: e.currentTarget.files?.[0] ?? null })}
            />
          </label>
        </div>
        <label className="mt-4 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.createMissing}
            disabled={busy}
            onChange={(e) => change({ createMissing: e.currentTarget.checked })}
          />
          Create missing brands and categories
        </label>
        <fieldset className="mt-3 text-sm" disabled={busy}>
          <legend className="font-medium">If some rows have errors</legend>
          <label className="me-4 inline-flex items-center gap-2">
            <input
              type="radio"
              name="apply"
              checked={form.apply === 'valid'}
              onChange={() => change({ apply: 'valid' })}
            />
            Apply the valid rows
          </label>
          <label className="inline-flex items-center gap-2">
            <input type="radio" name="apply" checked={form.apply === 'all'} onChange={() => change({ apply: 'all' })} />
            Apply nothing
          </label>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={secondaryButton}
            disabled={busy || !form.file}
            onClick={() => void send(true)}
          >
            Preview
          </button>
          {stage.step === 'previewed' ? (
            <button
              type="button"
              className={primaryButton}
              disabled={nothingToApply || blocked}
              onClick={() => void send(false)}
            >
              Apply
            </button>
          ) : null}
        </div>
        {stage.step === 'sending' ? (
          <div className="mt-4 grid gap-1 text-sm" role="status">
            <span>
              {stage.sent === null
                ? 'Checking the rows…'
                : stage.dryRun
                  ? 'Uploading for the preview…'
                  : 'Uploading to apply…'}
            </span>
            <progress
              className="w-full"
              aria-label="Import progress"
              max={1}
              {...(stage.sent === null ? {} : { value: stage.sent })}
            />
          </div>
        ) : null}
        <ActionMessage className="mt-3" boxed error={error} />
        {result ? (
          <div className="mt-6 grid gap-4">
            <ActionMessage
              boxed
              error={null}
              notice={
                stage.step === 'applied'
                  ? result.applied
                    ? `Applied: ${result.create} created, ${result.update} updated. The shop shows the change now.`
                    : 'Nothing was applied: fix the rows below or choose “Apply the valid rows”.'
                  : blocked
                    ? 'Preview: some rows have errors, so nothing would be applied. Fix them or choose “Apply the valid rows”.'
                    : 'Preview: nothing has been written yet.'
              }
            />
            <Counts result={result} applied={stage.step === 'applied' && result.applied} />
            {result.errors.length ? (
              <DataTable
                caption="Rows with errors"
                columns={errorColumns}
                rows={result.errors}
                rowKey={(e) => `${e.row}-${e.column}-${e.code}`}
                empty=""
              />
            ) : null}
          </div>
        ) : null}
      </section>
    </>
  );
}
