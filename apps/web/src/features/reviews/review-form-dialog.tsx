'use client';

import { REVIEW_LIMITS, reviewPhoneInput } from '@shop/domain/schemas/review';
import { Controller } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-provider';
import { PLACEHOLDER_IMAGE } from '@/lib/routes';
import { ReviewDialog } from './review-dialog';
import { ReviewField, describedBy, inputClass } from './review-field';
import { ReviewImagePicker } from './review-image-picker';
import { StarInput } from './star-input';
import { type ReviewProduct, useReviewForm } from './use-review-form';
import { LineIcon } from '@/components/ui/line-icon';

/** SPEC §2 / §5 'Write a Review': verification note, product summary, fields, photos, Cancel / Submit. */
export function ReviewFormDialog({
  product,
  open,
  onClose,
}: {
  product: ReviewProduct;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const { form, images, submitting, onSubmit } = useReviewForm(product, onClose);
  const { register, control, formState } = form;
  const error = (field: keyof typeof formState.errors) =>
    field === 'rating' ? undefined : formState.errors[field]?.message;
  const close = () => !submitting && onClose();

  return (
    <ReviewDialog
      open={open}
      title={t('reviews.formTitle')}
      closeLabel={t('reviews.close')}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={submitting} className="flex-1">
            {t('reviews.cancel')}
          </Button>
          <Button type="submit" form="review-form" disabled={submitting} className="flex-1">
            {submitting && <Spinner />}
            {submitting ? t('reviews.submitting') : t('reviews.submit')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <div
          className="flex gap-3 rounded-xl border border-brand/20 bg-blush/60 p-3 text-sm"
          data-testid="review-verification-info"
        >
          <LineIcon className="mt-0.5 size-5 shrink-0 text-brand">
            <path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6L12 3Z" strokeLinejoin="round" />
            <path d="m8.8 12 2.2 2.2 4.3-4.4" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
          <div>
            <p className="font-semibold text-brand-dark">{t('reviews.infoTitle')}</p>
            <p className="mt-0.5 text-ink/80">{t('reviews.infoText')}</p>
          </div>
        </div>
        <div className="flex items-center gap-3 rounded-xl border border-line p-3" data-testid="review-product">
          <img
            src={product.image ?? PLACEHOLDER_IMAGE}
            alt=""
            width={56}
            height={56}
            className="size-14 rounded-lg bg-cream object-cover"
          />
          <div className="min-w-0">
            <p className="sr-only">{t('reviews.productLabel')}</p>
            <p className="line-clamp-2 font-semibold leading-snug">{product.name}</p>
            {product.brand && (
              <p className="text-xs font-semibold uppercase tracking-wide text-brand">{product.brand}</p>
            )}
          </div>
        </div>
        <form id="review-form" noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <ReviewField id="review-name" label={t('reviews.name')} error={error('customer_name')}>
            <input
              id="review-name"
              autoComplete="name"
              maxLength={REVIEW_LIMITS.nameLength}
              className={`${inputClass} h-11`}
              disabled={submitting}
              {...describedBy('review-name', error('customer_name'))}
              {...register('customer_name')}
            />
          </ReviewField>
          <div className="grid gap-4 desk:grid-cols-2">
            <Controller
              control={control}
              name="phone_number"
              render={({ field }) => (
                <ReviewField
                  id="review-phone"
                  label={t('reviews.phone')}
                  error={error('phone_number')}
                  hint={t('reviews.phoneHint')}
                >
                  <input
                    id="review-phone"
                    type="tel"
                    inputMode="numeric"
                    dir="ltr"
                    autoComplete="tel-national"
                    pattern="[0-9]{1,9}"
                    className={`${inputClass} h-11`}
                    disabled={submitting}
                    {...describedBy('review-phone', error('phone_number'), true)}
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={field.value}
                    onChange={(e) => field.onChange(reviewPhoneInput(e.target.value))}
                  />
                </ReviewField>
              )}
            />
            <ReviewField id="review-email" label={t('reviews.email')} error={error('email')}>
              <input
                id="review-email"
                type="email"
                dir="ltr"
                autoComplete="email"
                className={`${inputClass} h-11`}
                disabled={submitting}
                {...describedBy('review-email', error('email'))}
                {...register('email')}
              />
            </ReviewField>
          </div>
          <Controller
            control={control}
            name="rating"
            render={({ field }) => <StarInput value={field.value} onChange={field.onChange} disabled={submitting} />}
          />
          <ReviewField id="review-title" label={t('reviews.title')} error={error('review_title')}>
            <input
              id="review-title"
              maxLength={REVIEW_LIMITS.titleLength}
              placeholder={t('reviews.titlePlaceholder')}
              className={`${inputClass} h-11`}
              disabled={submitting}
              {...describedBy('review-title', error('review_title'))}
              {...register('review_title')}
            />
          </ReviewField>
          <ReviewField id="review-text" label={t('reviews.text')} error={error('comments')}>
            <textarea
              id="review-text"
              rows={4}
              maxLength={REVIEW_LIMITS.commentsLength}
              placeholder={t('reviews.textPlaceholder')}
              className={`${inputClass} py-2.5`}
              disabled={submitting}
              {...describedBy('review-text', error('comments'))}
              {...register('comments')}
            />
          </ReviewField>
          <ReviewImagePicker images={images.images} onAdd={images.add} onRemove={images.remove} disabled={submitting} />
        </form>
      </div>
    </ReviewDialog>
  );
}
