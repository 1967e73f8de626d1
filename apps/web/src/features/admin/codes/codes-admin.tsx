'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { discountCodeReply } from '@shop/domain/schemas/admin-replies';
import { omrText } from '../catalog/omr-field';
import { secondaryButton } from '../ui/form-kit/styles';
import { ActionMessage } from '../ui/action-message';
import { Badge, type BadgeTone } from '../ui/badge';
import { ConfirmButton } from '../ui/confirm-button';
import { PageHeader } from '../ui/page-header';
import { type Column, DataTable } from '../ui/table';
import { useAdminAction } from '../use-admin-action';
import { CodeForm } from './code-form';
import { type AdminDiscountCode, displayOman } from './code-types';

const statusTone: Record<AdminDiscountCode['status'], BadgeTone> = {
  active: 'ok',
  scheduled: 'brand',
  expired: 'neutral',
  'used up': 'warn',
  inactive: 'neutral',
};

const valueText = (c: AdminDiscountCode) =>
  c.type === 'percentage' ? `${c.value}% off` : c.type === 'fixed' ? `OMR ${omrText(c.value)} off` : 'Free shipping';

/** The discount codes section: the list with usage, a form to create, edit in place, expire. */
export function CodesAdmin({ codes }: { codes: AdminDiscountCode[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const expire = useAdminAction();

  const done = (message: string) => {
    setNotice(message);
    expire.clear();
    setEditing(null);
    router.refresh();
  };

  const columns: Column<AdminDiscountCode>[] = [
    {
      key: 'code',
      header: 'Code',
      cell: (c) => (
        <div>
          <p className="font-mono font-semibold">{c.code}</p>
          {c.description ? <p className="text-xs text-muted">{c.description}</p> : null}
        </div>
      ),
    },
    { key: 'value', header: 'Gives', cell: valueText },
    {
      key: 'dates',
      header: 'Valid (Oman time)',
      cell: (c) => (
        <span className="whitespace-nowrap text-xs">
          {displayOman(c.valid_from)} → {displayOman(c.valid_to)}
        </span>
      ),
    },
    {
      key: 'usage',
      header: 'Used',
      cell: (c) => (
        <span className="tabular-nums" data-testid={`usage-${c.code}`}>
          {c.used_count} / {c.usage_limit ?? '∞'}
        </span>
      ),
    },
    { key: 'status', header: 'Status', cell: (c) => <Badge tone={statusTone[c.status]}>{c.status}</Badge> },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (c) => (
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => setEditing(editing === c.code ? null : c.code)}
            aria-label={`Edit ${c.code}`}
          >
            Edit
          </button>
          {c.status !== 'expired' && c.status !== 'inactive' ? (
            <ConfirmButton
              confirmLabel="Expire now"
              onConfirm={async () => {
                await expire.run(
                  (client, init) =>
                    client.POST('/api/admin/discounts/codes/{code}/expire', {
                      params: { path: { code: c.code } },
                      ...init,
                    }),
                  discountCodeReply,
                  { onSuccess: () => done(`${c.code} expired.`) },
                );
              }}
            >
              Expire
            </ConfirmButton>
          ) : null}
        </div>
      ),
    },
  ];
  const current = codes.find((c) => c.code === editing);
  return (
    <>
      <PageHeader
        title="Discount codes"
        description="Codes shoppers type in the cart. Usage counts every order placed with the code."
      />
      <section aria-label="New discount code" className="mb-6">
        <CodeForm onDone={(code) => done(`${code.code} created.`)} />
      </section>
      {notice ? (
        <p role="status" className="mb-3 text-sm text-ok">
          {notice}
        </p>
      ) : null}
      <ActionMessage error={expire.error} className="mb-3" />
      {current ? (
        <div className="mb-4">
          <CodeForm
            key={current.code}
            editing={current}
            onDone={(code) => done(`${code.code} saved.`)}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : null}
      <DataTable caption="Discount codes" columns={columns} rows={codes} rowKey={(c) => c.code} empty="No codes yet." />
    </>
  );
}
