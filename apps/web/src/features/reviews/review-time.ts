import { formatDistance } from 'date-fns';
import type { Translate } from '@/lib/i18n/translate';

/** SPEC §2: time since creation in standard English wording ('3 days ago'); 'Recently' if the date is invalid. */
export function reviewAge(t: Translate, createdAt: string, now: Date = new Date()): string {
  const date = new Date(createdAt);
  if (!createdAt || Number.isNaN(date.getTime())) return t('reviews.recently');
  return formatDistance(date, now, { addSuffix: true });
}
