'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { reviewFormSchema } from '@shop/domain/schemas/review';
import {
  type ReviewForm,
  REVIEW_LIMITS,
  reviewFormSchemaIn,
  reviewSubmissionFromForm,
} from '@shop/domain/schemas/review';
import { useCallback, useMemo, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { submitReview } from '@/lib/browser/review-api';
import { useT } from '@/lib/i18n/i18n-provider';
import { TOAST_MS, useNotify } from '@/lib/toast';
import { toDataUrl, useReviewImages } from './use-review-images';
import { useLocale } from '@/lib/i18n/i18n-provider';
import { languageOf } from '@/lib/i18n/locale';

export interface ReviewProduct {
  id: string;
  name: string;
  image: string | null;
  brand: string | null;
}

type FormInput = z.input<typeof reviewFormSchema>;

const EMPTY_REVIEW: FormInput = {
  customer_name: '',
  phone_number: '',
  email: '',
  rating: REVIEW_LIMITS.stars,
  review_title: '',
  comments: '',
};

/** SPEC §5 alerts (rating, images) are browser alerts, as in the original shop. */
const alertShopper = (message: string) => window.alert(message);

/**
 * The review form's state and its submission (SPEC §4): the button is disabled while sending;
 * success → 5 s toast, the form reset (rating back to 5) and closed; failure → 3 s toast, kept open.
 */
export function useReviewForm(product: ReviewProduct, onDone: () => void) {
  const language = languageOf(useLocale());
  const schema = useMemo(() => reviewFormSchemaIn(language), [language]);
  const form = useForm<FormInput, unknown, ReviewForm>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY_REVIEW,
    mode: 'onSubmit',
  });
  const images = useReviewImages(alertShopper);
  const [submitting, setSubmitting] = useState(false);
  const t = useT();
  const notify = useNotify();

  const send = useCallback(
    async (values: ReviewForm) => {
      setSubmitting(true);
      try {
        const dataUrls = await Promise.all(images.images.map((i) => toDataUrl(i.file)));
        const result = await submitReview(
          reviewSubmissionFromForm(values, { item: product.id, item_name: product.name }, dataUrls),
        );
        if (!result.ok) {
          console.error('[reviews] submit failed', result.status, result.message);
          notify.error(t('reviews.toastError'), TOAST_MS.reviewError);
          return;
        }
        notify.success(t('reviews.toastSuccess'), TOAST_MS.reviewSuccess);
        form.reset(EMPTY_REVIEW);
        images.clear();
        onDone();
      } catch (error) {
        console.error('[reviews] submit failed', error);
        notify.error(t('reviews.toastError'), TOAST_MS.reviewError);
      } finally {
        setSubmitting(false);
      }
    },
    [form, images, onDone, product.id, product.name, t, notify],
  );

  const refused = useCallback((errors: FieldErrors<FormInput>) => {
    if (errors.rating?.message) alertShopper(errors.rating.message);
  }, []);

  return { form, images, submitting, onSubmit: form.handleSubmit(send, refused) };
}
