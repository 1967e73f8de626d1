'use client';

import { checkReviewImages } from '@shop/domain/schemas/review';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { languageOf } from '@/lib/i18n/locale';

export interface PickedImage {
  id: string;
  file: File;
  /** An object URL for the preview (revoked when removed). */
  preview: string;
}

let counter = 0;

/** SPEC §5 images: added by browsing or dropping, at most 5, image types only, 5 MB each, removable. */
export function useReviewImages(onProblem: (message: string) => void) {
  const language = languageOf(useLocale());
  const [images, setImages] = useState<PickedImage[]>([]);
  const current = useRef(images);
  current.current = images;

  const add = useCallback(
    (files: File[]) => {
      const { accepted, errors } = checkReviewImages(files, current.current.length, language);
      const picked = (accepted as File[]).map((file) => ({
        id: `img-${++counter}`,
        file,
        preview: URL.createObjectURL(file),
      }));
      if (picked.length) setImages((list) => [...list, ...picked]);
      for (const message of errors) onProblem(message);
    },
    [onProblem, language],
  );

  const remove = useCallback((id: string) => {
    setImages((list) => {
      const gone = list.find((i) => i.id === id);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((i) => i.id !== id);
    });
  }, []);

  const clear = useCallback(() => {
    for (const image of current.current) URL.revokeObjectURL(image.preview);
    setImages([]);
  }, []);

  useEffect(() => () => current.current.forEach((i) => URL.revokeObjectURL(i.preview)), []);

  return { images, add, remove, clear };
}

/** SPEC §5: images are sent as data URLs. */
export function toDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
