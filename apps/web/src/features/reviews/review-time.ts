import { formatDistance } from 'date-fns';
import { arSA } from 'date-fns/locale/ar-SA';
import type { Translate } from '@/lib/i18n/translate';

/**
 * SPEC §2: time since creation in standard wording, 'Recently' if the date is invalid: English
 * ('3 days ago'), or Arabic in date-fns' ar-SA forms ('منذ يومين', 'منذ 3 أيام'), whose duals are
 * right where its plain 'ar' locale writes 'منذ يومان'; digits stay Western, as everywhere in the shop.
 */
export function reviewAge(t: Translate, createdAt: string, now: Date = new Date()): string {
  const date = new Date(createdAt);
  if (!createdAt || Number.isNaN(date.getTime())) return t('reviews.recently');
  return formatDistance(date, now, { addSuffix: true, ...(t.locale === 'ar-OM' ? { locale: arSA } : {}) });
}
