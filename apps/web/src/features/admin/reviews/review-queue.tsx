'use client';

import { formatDisplayDate, omanIsoDate } from '@shop/domain/dates';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Stars } from '@/components/ui/stars';
import { routes } from '@/lib/routes';
import { useNotify } from '@/lib/toast';
import { reviewDecisionReply } from '@shop/domain/schemas/admin-replies';
import { Badge } from '../ui/badge';
import { ConfirmButton } from '../ui/confirm-button';
import { Pagination } from '../ui/pagination';
import { useAdminAction } from '../use-admin-action';
import type { AdminReview, ReviewPage, ReviewStatus } from './review-types';

const TABS: { status: ReviewStatus; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'published', label: 'Published' },
  { status: 'rejected', label: 'Rejected' },
];

const day = (stamp: string) => formatDisplayDate(omanIsoDate(new Date(`${stamp.replace(' ', 'T')}Z`)));

/** Pending reviews newest first: approve or reject one or many; published ones can be unpublished (→ rejected). */
export function ReviewQueue({ page }: { page: ReviewPage }) {
  const router = useRouter();
  const notify = useNotify();
  const { status } = page.meta;
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const decision = useAdminAction();
  const busy = decision.pending;
  const allChosen = page.data.length > 0 && page.data.every((r) => selected.has(r.name));

  async function decide(names: string[], docstatus: 1 | 2) {
    await decision.run(
      (client, init) => client.POST('/api/admin/reviews/decision', { body: { names, docstatus }, ...init }),
      reviewDecisionReply,
      {
        onSuccess: ({ changed, refused }) => {
          const verb = docstatus === 1 ? 'Approved' : status === 'published' ? 'Unpublished' : 'Rejected';
          if (changed.length) notify.success(`${verb} ${changed.length} review${changed.length === 1 ? '' : 's'}.`);
          if (refused.length)
            notify.warning(`${refused.length} not changed: ${refused.map((r) => r.reason).join(', ')}`, 5000);
          setSelected(new Set());
          router.refresh();
        },
        onFailure: (message) => notify.error(message, 4000),
      },
    );
  }

  const toggle = (name: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  return (
    <div>
      <nav aria-label="Review status" className="mb-4 flex gap-2">
        {TABS.map((tab) => (
          <Link
            key={tab.status}
            href={tab.status === 'pending' ? '/admin/reviews' : `/admin/reviews?status=${tab.status}`}
            aria-current={tab.status === status ? 'page' : undefined}
            className="rounded-full border border-line bg-white px-4 py-1.5 text-sm font-medium hover:bg-blush aria-[current=page]:border-brand aria-[current=page]:bg-brand aria-[current=page]:text-white"
          >
            {tab.label}
          </Link>
        ))}
      </nav>

      {status !== 'rejected' && page.data.length > 0 ? (
        <div className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white px-3 py-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={allChosen}
              onChange={() => setSelected(allChosen ? new Set() : new Set(page.data.map((r) => r.name)))}
            />
            Select all on this page
          </label>
          <span className="text-muted">{selected.size} selected</span>
          {status === 'pending' ? (
            <button
              type="button"
              disabled={busy || selected.size === 0}
              onClick={() => decide([...selected], 1)}
              className="rounded-lg bg-ok px-3 py-1.5 font-semibold text-white disabled:opacity-50"
            >
              Approve selected
            </button>
          ) : null}
          <ConfirmButton
            disabled={busy || selected.size === 0}
            onConfirm={() => decide([...selected], 2)}
            confirmLabel={status === 'pending' ? 'Reject them' : 'Unpublish them'}
          >
            {status === 'pending' ? 'Reject selected' : 'Unpublish selected'}
          </ConfirmButton>
        </div>
      ) : null}

      {page.data.length === 0 ? (
        <p className="rounded-xl border border-line bg-white px-4 py-10 text-center text-muted">
          {status === 'pending' ? 'No reviews are waiting. Nice work.' : `No ${status} reviews.`}
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {page.data.map((review) => (
            <ReviewCard
              key={review.name}
              review={review}
              status={status}
              chosen={selected.has(review.name)}
              onToggle={() => toggle(review.name)}
              busy={busy}
              onDecide={(docstatus) => decide([review.name], docstatus)}
            />
          ))}
        </ul>
      )}
      <Pagination
        meta={page.meta}
        basePath="/admin/reviews"
        query={{ status: status === 'pending' ? undefined : status }}
      />
    </div>
  );
}

function ReviewCard({
  review,
  status,
  chosen,
  onToggle,
  busy,
  onDecide,
}: {
  review: AdminReview;
  status: ReviewStatus;
  chosen: boolean;
  onToggle: () => void;
  busy: boolean;
  onDecide: (docstatus: 1 | 2) => Promise<void>;
}) {
  return (
    <li data-testid="admin-review" data-review={review.name} className="rounded-xl border border-line bg-white p-4">
      <div className="flex gap-3">
        {status !== 'rejected' ? (
          <input
            type="checkbox"
            aria-label={`Select review ${review.title}`}
            checked={chosen}
            onChange={onToggle}
            className="mt-1 size-4 shrink-0"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Stars value={review.stars} />
            <span className="sr-only">{review.stars} of 5 stars</span>
            <h2 className="font-semibold">{review.title}</h2>
            <Badge tone={status === 'pending' ? 'warn' : status === 'published' ? 'ok' : 'bad'}>{status}</Badge>
          </div>
          <p className="mt-1 whitespace-pre-line text-sm">{review.comments}</p>
          {review.images.length > 0 ? (
            <ul className="mt-3 flex flex-wrap gap-2">
              {review.images.map((src) => (
                <li key={src}>
                  <a
                    href={src}
                    target="_blank"
                    rel="noreferrer"
                    className="block overflow-hidden rounded-lg border border-line"
                  >
                    {/* Review photos are the app's own stored files, already re-encoded at upload. */}
                    <img
                      src={src}
                      alt={`Photo with review ${review.title}`}
                      width={88}
                      height={88}
                      className="size-22 object-cover"
                      loading="lazy"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-3 text-xs text-muted">
            {review.customerName} · {review.phoneNumber}
            {review.email ? ` · ${review.email}` : ''} · {day(review.creation)} · on{' '}
            {review.route ? (
              <Link href={routes.product(review.route)} target="_blank" className="text-brand underline">
                {review.itemName}
              </Link>
            ) : (
              review.itemName
            )}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-2">
          {status === 'pending' ? (
            <>
              <button
                type="button"
                disabled={busy}
                onClick={() => onDecide(1)}
                className="rounded-lg bg-ok px-3 py-1.5 text-sm font-semibold text-white disabled:opacity-50"
              >
                Approve
              </button>
              <ConfirmButton disabled={busy} onConfirm={() => onDecide(2)} confirmLabel="Reject">
                Reject
              </ConfirmButton>
            </>
          ) : status === 'published' ? (
            <ConfirmButton disabled={busy} onConfirm={() => onDecide(2)} confirmLabel="Unpublish">
              Unpublish
            </ConfirmButton>
          ) : null}
        </div>
      </div>
    </li>
  );
}
