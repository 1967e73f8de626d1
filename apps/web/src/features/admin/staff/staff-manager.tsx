'use client';

import {
  type StaffLinkIssued,
  type StaffMember,
  staffLinkIssuedReply,
  staffMemberReply,
} from '@shop/domain/schemas/admin-people';
import { STAFF_ROLES, type StaffRole } from '@shop/domain/staff-access';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useNotify } from '@/lib/toast';
import { adminRequest } from '../admin-client';
import { omanDateTime } from '../orders/order-format';
import { Badge, type BadgeTone } from '../ui/badge';
import { ConfirmButton } from '../ui/confirm-button';
import { ActionMessage } from '../ui/action-message';
import { DataTable } from '../ui/table';
import { useAdminAction } from '../use-admin-action';
import { staffInviteSchema } from '@shop/domain/schemas/staff';
import { SelectInput, TextInput } from '../ui/form-kit/inputs';
import { KitForm } from '../ui/form-kit/kit-form';
import { useAdminForm } from '../ui/form-kit/use-admin-form';

const ROLE_HELP: Record<StaffRole, string> = {
  owner: 'everything, including staff, audit log and settings',
  staff: 'orders, catalog, codes, customers, reviews',
  reviewer: 'review moderation only',
};
const statusTone: Record<StaffMember['status'], BadgeTone> = { active: 'ok', invited: 'warn', disabled: 'bad' };
const field = 'mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm focus:border-brand';
const labelText = 'text-sm font-medium text-ink';
type InviteFields = { email: string; role: StaffRole };
const inviteDefaults: InviteFields = { email: '', role: 'staff' };
const asInvite = (fields: InviteFields) => fields;

/** The link an owner copies and hands over (there is no mail service). */
function IssuedLink({ issued, onDone }: { issued: StaffLinkIssued & { kind: string }; onDone: () => void }) {
  return (
    <section aria-label="One-time link" className="mb-6 rounded-xl border border-brand bg-blush p-4 text-sm">
      <p className="font-semibold">
        {issued.kind} link for {issued.member.email}
      </p>
      <p className="mt-1 text-muted">
        Send it to them yourself (it works once, until {omanDateTime(issued.expiresAt)} Oman time). It is not shown
        again.
      </p>
      <input
        readOnly
        aria-label="One-time link"
        value={issued.link}
        className={`${field} font-mono`}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="mt-2 flex gap-2">
        <Button size="xs" shape="lg" onClick={() => void navigator.clipboard?.writeText(issued.link)}>
          Copy link
        </Button>
        <Button size="xs" shape="lg" variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}

export function StaffManager({ members, myId }: { members: StaffMember[]; myId: number }) {
  const router = useRouter();
  const notify = useNotify();
  const [issued, setIssued] = useState<(StaffLinkIssued & { kind: string }) | null>(null);
  const inviting = useAdminAction();
  const form = useAdminForm(staffInviteSchema, inviteDefaults, asInvite);

  async function invite(body: InviteFields) {
    await inviting.run(
      (client, init) => client.POST('/api/admin/staff/invite', { body, ...init }),
      staffLinkIssuedReply,
      {
        onSuccess: (link) => {
          form.reset(inviteDefaults);
          setIssued({ ...link, kind: 'Invite' });
          router.refresh();
        },
      },
    );
  }

  async function change(member: StaffMember, what: 'role' | 'status', value: string) {
    const reply = await adminRequest(
      (client, init) =>
        what === 'role'
          ? client.PUT('/api/admin/staff/{id}/role', {
              params: { path: { id: String(member.id) } },
              body: { role: value },
              ...init,
            })
          : client.PUT('/api/admin/staff/{id}/status', {
              params: { path: { id: String(member.id) } },
              body: { status: value },
              ...init,
            }),
      staffMemberReply,
    );
    if (!reply.ok) notify.error(reply.message, 5000);
    else notify.success(`${member.email}: ${what === 'role' ? `now ${reply.data.role}` : reply.data.status}.`);
    router.refresh();
  }

  async function resetPassword(member: StaffMember) {
    const reply = await adminRequest(
      (client, init) =>
        client.POST('/api/admin/staff/{id}/password-reset', { params: { path: { id: String(member.id) } }, ...init }),
      staffLinkIssuedReply,
    );
    if (!reply.ok) return notify.error(reply.message, 5000);
    setIssued({ ...reply.data, kind: 'Password reset' });
  }

  async function resetTwoFactor(member: StaffMember) {
    const reply = await adminRequest(
      (client, init) =>
        client.POST('/api/admin/staff/{id}/two-factor/reset', { params: { path: { id: String(member.id) } }, ...init }),
      staffMemberReply,
    );
    if (!reply.ok) notify.error(reply.message, 5000);
    else notify.success(`Two-factor sign-in is off for ${member.email}.`);
    router.refresh();
  }

  return (
    <div>
      {issued ? <IssuedLink issued={issued} onDone={() => setIssued(null)} /> : null}
      <KitForm
        aria-label="Invite staff"
        className="mb-6 grid gap-3 rounded-xl border border-line bg-white p-4 desk:grid-cols-[2fr_1fr_auto] desk:items-end"
        form={form}
        outcome={inviting}
        onValid={invite}
      >
        <TextInput
          form={form}
          name="email"
          label={<span className={labelText}>Email</span>}
          type="email"
          autoComplete="off"
        />
        <SelectInput form={form} name="role" label={<span className={labelText}>Role</span>}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {role} — {ROLE_HELP[role]}
            </option>
          ))}
        </SelectInput>
        <Button type="submit" size="sm" shape="lg" disabled={inviting.pending}>
          {inviting.pending ? 'Inviting…' : 'Invite'}
        </Button>
        <ActionMessage error={inviting.error} boxed className="desk:col-span-3" />
      </KitForm>

      <DataTable
        caption="Staff accounts"
        rows={members}
        rowKey={(m) => String(m.id)}
        columns={[
          {
            key: 'who',
            header: 'Member',
            cell: (m) => (
              <>
                <span className="block font-medium">{m.name || '(not joined yet)'}</span>
                <span className="block text-muted">{m.email}</span>
              </>
            ),
          },
          {
            key: 'role',
            header: 'Role',
            cell: (m) => (
              <select
                aria-label={`Role of ${m.email}`}
                value={m.role}
                className="rounded-lg border border-line bg-white px-2 py-1 text-sm"
                onChange={(e) => void change(m, 'role', e.target.value)}
              >
                {STAFF_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {role}
                  </option>
                ))}
              </select>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            cell: (m) => (
              <span className="flex flex-wrap gap-1 desk:flex-nowrap">
                <Badge tone={statusTone[m.status]}>{m.status}</Badge>
                {m.twoFactor ? <Badge tone="brand">2FA</Badge> : null}
              </span>
            ),
          },
          {
            key: 'last',
            header: 'Last sign-in',
            className: 'whitespace-nowrap',
            cell: (m) => (m.lastLoginAt ? omanDateTime(m.lastLoginAt) : '—'),
          },
          {
            key: 'actions',
            header: 'Actions',
            cell: (m) =>
              m.id === myId ? (
                <span className="text-muted">You</span>
              ) : (
                <span className="flex flex-wrap gap-2">
                  {m.status === 'disabled' ? (
                    <ConfirmButton tone="primary" onConfirm={() => change(m, 'status', 'active')}>
                      Enable
                    </ConfirmButton>
                  ) : (
                    <ConfirmButton onConfirm={() => change(m, 'status', 'disabled')}>Disable</ConfirmButton>
                  )}
                  {m.status === 'active' ? (
                    <ConfirmButton tone="primary" onConfirm={() => resetPassword(m)}>
                      Reset password
                    </ConfirmButton>
                  ) : null}
                  {m.twoFactor ? <ConfirmButton onConfirm={() => resetTwoFactor(m)}>Turn off 2FA</ConfirmButton> : null}
                </span>
              ),
          },
        ]}
      />
    </div>
  );
}
