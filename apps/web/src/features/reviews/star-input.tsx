'use client';

import { REVIEW_LIMITS } from '@shop/domain/schemas/review';
import { type KeyboardEvent, useRef } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import { inlineArrowStep, readingDirection } from '@/lib/browser/inline-arrows';

/**
 * 1–5 stars as a radio group (arrow keys move the choice, one tab stop). Choosing the selected
 * star again clears the rating, which the form then refuses with 'Please select a rating'.
 */
export function StarInput({
  value,
  onChange,
  disabled,
}: {
  value: number;
  onChange: (stars: number) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const group = useRef<HTMLDivElement>(null);
  const stars = Array.from({ length: REVIEW_LIMITS.stars }, (_, i) => i + 1);
  const focusable = value >= 1 ? value : 1;

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, n: number) => {
    const step =
      e.key === 'ArrowUp' ? 1 : e.key === 'ArrowDown' ? -1 : inlineArrowStep(e.key, readingDirection(e.currentTarget));
    if (!step) return;
    e.preventDefault();
    const next = ((n - 1 + step + REVIEW_LIMITS.stars) % REVIEW_LIMITS.stars) + 1;
    onChange(next);
    group.current?.querySelector<HTMLButtonElement>(`[data-star="${next}"]`)?.focus();
  };

  return (
    <div className="flex flex-col gap-1">
      <span id="review-rating-label" className="text-sm font-medium">
        {t('reviews.rating')}
      </span>
      <div
        ref={group}
        role="radiogroup"
        aria-labelledby="review-rating-label"
        className="flex gap-1"
        data-testid="review-stars"
      >
        {stars.map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            data-star={n}
            aria-checked={value === n}
            aria-label={n === 1 ? t('reviews.ratingStar', { n }) : t('reviews.ratingStars', { n })}
            tabIndex={n === focusable ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(value === n ? 0 : n)}
            onKeyDown={(e) => onKeyDown(e, n)}
            className="rounded"
          >
            <svg
              viewBox="0 0 20 20"
              className={`size-8 ${n <= value ? 'text-amber-500' : 'text-line'}`}
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5z" />
            </svg>
          </button>
        ))}
      </div>
    </div>
  );
}
