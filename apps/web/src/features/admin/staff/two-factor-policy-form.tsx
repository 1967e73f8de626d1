'use client';

import { twoFactorPolicyReply } from '@shop/domain/schemas/admin-people';
import { useRouter } from 'next/navigation';
import { useNotify } from '@/lib/toast';
import { adminRequest } from '../admin-client';
import { ConfirmButton } from '../ui/confirm-button';

/** The owner's switch: every member must sign in with two-factor (those without it are sent to set it up). */
export function TwoFactorPolicyForm({ required }: { required: boolean }) {
  const router = useRouter();
  const notify = useNotify();

  async function set(next: boolean) {
    const reply = await adminRequest(
      (client, init) => client.PUT('/api/admin/staff/two-factor-policy', { body: { required: next }, ...init }),
      twoFactorPolicyReply,
    );
    if (!reply.ok) notify.error(reply.message, 5000);
    router.refresh();
  }

  return (
    <section
      aria-label="Two-factor rule"
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-white p-4 text-sm"
    >
      <p>
        Two-factor sign-in is <strong>{required ? 'required for everyone' : 'optional'}</strong>.
        {required ? ' Members without it can only open their account page until they set it up.' : ''}
      </p>
      <ConfirmButton tone="primary" onConfirm={() => set(!required)}>
        {required ? 'Make it optional' : 'Require for everyone'}
      </ConfirmButton>
    </section>
  );
}
