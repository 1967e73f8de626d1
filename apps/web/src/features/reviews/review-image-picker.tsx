'use client';

import { REVIEW_IMAGE_TYPES } from '@shop/domain/schemas/review';
import { useRef, useState } from 'react';
import { useT } from '@/lib/i18n/i18n-provider';
import type { PickedImage } from './use-review-images';
import { CrossIcon } from '@/components/ui/close-button';
import { LineIcon } from '@/components/ui/line-icon';

interface ReviewImagePickerProps {
  images: PickedImage[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

/** Photos for a review: a drop zone with a browse button, and removable previews. */
export function ReviewImagePicker({ images, onAdd, onRemove, disabled }: ReviewImagePickerProps) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{t('reviews.images')}</legend>
      <div
        data-testid="review-dropzone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!disabled) onAdd([...e.dataTransfer.files]);
        }}
        className={`flex flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-5 text-center text-sm transition-colors ${over ? 'border-brand bg-blush' : 'border-line bg-cream'}`}
      >
        <LineIcon className="size-7 text-muted" strokeWidth={1.6}>
          <path
            d="M4 16.5V18a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-1.5M12 15V4m0 0L7.5 8.5M12 4l4.5 4.5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </LineIcon>
        <p>
          {t('reviews.imagesDrop')}{' '}
          <button
            type="button"
            onClick={() => input.current?.click()}
            className="font-semibold text-brand underline underline-offset-2"
          >
            {t('reviews.imagesBrowse')}
          </button>
        </p>
        <p className="text-xs text-muted" id="review-images-hint">
          {t('reviews.imagesHint')}
        </p>
        <input
          ref={input}
          type="file"
          multiple
          accept={REVIEW_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-label={t('reviews.images')}
          aria-describedby="review-images-hint"
          data-testid="review-file-input"
          onChange={(e) => {
            onAdd([...(e.target.files ?? [])]);
            e.target.value = '';
          }}
        />
      </div>
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-2" data-testid="review-previews">
          {images.map((image) => (
            <li key={image.id} className="relative">
              <img
                src={image.preview}
                alt={image.file.name}
                className="size-16 rounded-lg border border-line object-cover"
              />
              <button
                type="button"
                onClick={() => onRemove(image.id)}
                aria-label={t('reviews.imageRemove', { file: image.file.name })}
                className="absolute -end-2 -top-2 grid size-6 place-items-center rounded-full bg-ink text-white shadow"
              >
                <CrossIcon className="size-3.5" strokeWidth={3} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
