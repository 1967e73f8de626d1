import { formatDistance } from 'date-fns';
import { t } from '@/lib/i18n/messages';

/** SPEC §2: time since creation in standard English wording ('3 days ago'); 'Recently' if the date is invalid. */
export function reviewAge(createdAt: string, now: Date = new Date()): string {
  const date = new Date(createdAt);
  if (!createdAt || Number.isNaN(date.getTime())) return t('reviews.recently');
  return formatDistance(date, now, { addSuffix: true });
}
