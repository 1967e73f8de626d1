'use client';

import { Suspense, lazy, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';

/** The full-screen gallery loads when a photo is first opened. */
const ReviewGallery = lazy(() => import('./review-gallery').then((m) => ({ default: m.ReviewGallery })));

/** A review's photo grid; a photo opens the full-screen gallery at that photo. */
export function ReviewImages({ images, author }: { images: string[]; author: string }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul
        className="mt-1 grid grid-cols-4 gap-2 desk:grid-cols-6"
        aria-label={t('reviews.imagesLabel', { name: author })}
      >
        {images.map((src, i) => (
          <li key={`${src}-${i}`}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={t('reviews.openImage', { n: i + 1, total: images.length })}
              className="block aspect-square w-full overflow-hidden rounded-lg border border-line bg-cream hover:opacity-90"
            >
              <img
                src={src}
                alt=""
                loading="lazy"
                decoding="async"
                width={96}
                height={96}
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <ReviewGallery images={images} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
