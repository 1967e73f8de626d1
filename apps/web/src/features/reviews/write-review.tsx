'use client';

import { Suspense, lazy, useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-provider';
import type { ReviewProduct } from './use-review-form';
import { LineIcon } from '@/components/ui/line-icon';

/** The form (react-hook-form, zod, image handling) loads on first open, not with the product page. */
const ReviewFormDialog = lazy(() => import('./review-form-dialog').then((m) => ({ default: m.ReviewFormDialog })));

/**
 * The section's Submit button and the 'Write a Review' dialog it opens: mounted on the first
 * open, then kept mounted, so Cancel keeps what was typed.
 */
export function WriteReview({ product }: { product: ReviewProduct }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        size="sm"
        className="h-10"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-label={t('reviews.submitLabel')}
      >
        <LineIcon className="size-4">
          <path d="M4 20h4L19 9l-4-4L4 16v4Z" strokeLinejoin="round" />
        </LineIcon>
        {t('reviews.open')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReviewFormDialog product={product} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
