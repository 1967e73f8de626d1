'use client';

import { type KeyboardEvent, useCallback, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/i18n-provider';
import { inlineArrowStep, readingDirection } from '@/lib/browser/inline-arrows';
import { CloseButton } from '@/components/ui/close-button';
import { LineIcon } from '@/components/ui/line-icon';

const wrap = (index: number, total: number) => ((index % total) + total) % total;

const arrow =
  'absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-white/15 text-white hover:bg-white/30';

/** SPEC §2 full-screen gallery: close, 'n / total', wrapping arrows, thumbnails; Escape, and the arrow keys in the reading direction. */
export function ReviewGallery({ images, start, onClose }: { images: string[]; start: number; onClose: () => void }) {
  const t = useT();
  const [index, setIndex] = useState(start);
  const total = images.length;
  const go = useCallback((step: number) => setIndex((i) => wrap(i + step, total)), [total]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = inlineArrowStep(event.key, readingDirection(event.currentTarget));
    if (!step) return;
    go(step);
    event.preventDefault();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      label={t('reviews.gallery')}
      onKeyDown={onKeyDown}
      testId="review-gallery"
      className="inset-0 size-full bg-ink/95 text-white backdrop:bg-ink/60"
    >
      <div className="flex items-center justify-between px-4 py-3">
        <p className="text-sm font-semibold tabular-nums" data-testid="gallery-counter" aria-live="polite">
          {index + 1} / {total}
        </p>
        <CloseButton
          label={t('reviews.galleryClose')}
          onClose={onClose}
          className="size-11 hover:bg-white/15"
          iconClassName="size-6"
          autoFocus
        />
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-14">
        <img
          src={images[index]}
          alt={t('reviews.galleryImageAlt', { n: index + 1, total })}
          className="max-h-full max-w-full object-contain"
          data-testid="gallery-image"
        />
        {total > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t('reviews.galleryPrevious')}
              className={`${arrow} start-2`}
            >
              <LineIcon className="size-6 rtl:rotate-180">
                <path d="m15 6-6 6 6 6" strokeLinecap="round" strokeLinejoin="round" />
              </LineIcon>
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t('reviews.galleryNext')}
              className={`${arrow} end-2`}
            >
              <LineIcon className="size-6 rtl:rotate-180">
                <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
              </LineIcon>
            </button>
          </>
        )}
      </div>
      <ul className="flex justify-center gap-2 overflow-x-auto px-4 py-4">
        {images.map((src, i) => (
          <li key={`${src}-${i}`} className="shrink-0">
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('reviews.galleryThumb', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              className={`block size-14 overflow-hidden rounded-md border-2 ${i === index ? 'border-white' : 'border-transparent opacity-60 hover:opacity-100'}`}
            >
              <img src={src} alt="" className="size-full object-cover" />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
