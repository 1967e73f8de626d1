import { type FormatDistanceFn, type Locale, formatDistance } from 'date-fns';
import { arSA } from 'date-fns/locale/ar-SA';
import { type CountedUnit, counted } from '@shop/domain/plural';
import type { Translate } from '@/lib/i18n/translate';

type Token = Parameters<FormatDistanceFn>[0];

/** date-fns' distance tokens in Arabic: the unit counted, and the word around the count. */
const ARABIC_TOKENS: Record<Token, { unit: CountedUnit; around?: 'lessThan' | 'about' | 'over' | 'almost' }> = {
  lessThanXSeconds: { unit: 'second', around: 'lessThan' },
  xSeconds: { unit: 'second' },
  halfAMinute: { unit: 'second' },
  lessThanXMinutes: { unit: 'minute', around: 'lessThan' },
  xMinutes: { unit: 'minute' },
  aboutXHours: { unit: 'hour', around: 'about' },
  xHours: { unit: 'hour' },
  xDays: { unit: 'day' },
  aboutXWeeks: { unit: 'week', around: 'about' },
  xWeeks: { unit: 'week' },
  aboutXMonths: { unit: 'month', around: 'about' },
  xMonths: { unit: 'month' },
  aboutXYears: { unit: 'year', around: 'about' },
  xYears: { unit: 'year' },
  overXYears: { unit: 'year', around: 'over' },
  almostXYears: { unit: 'year', around: 'almost' },
};

/**
 * date-fns picks the span ('about 1 month'); the words are the shop's Arabic, counted by the
 * shop's plural rules (@shop/domain/plural): 'منذ 13 يومًا', 'منذ شهر تقريبًا', 'منذ 5 ثوانٍ'.
 */
const arabicDistance: FormatDistanceFn = (token, count, options) => {
  const { unit, around } = ARABIC_TOKENS[token];
  const amount = token === 'halfAMinute' ? 'نصف دقيقة' : counted('ar', count, unit);
  const span =
    around === 'lessThan'
      ? `أقل من ${amount}`
      : around === 'about'
        ? `${amount} تقريبًا`
        : around === 'over'
          ? `أكثر من ${amount}`
          : around === 'almost'
            ? `قرابة ${amount}`
            : amount;
  if (!options?.addSuffix) return span;
  return (options.comparison ?? 0) > 0 ? `خلال ${span}` : `منذ ${span}`;
};

const ARABIC: Locale = { ...arSA, formatDistance: arabicDistance };

/**
 * SPEC §2: time since creation, 'Recently' if the date is invalid: English ('3 days ago'), or
 * Arabic ('منذ يومين', 'منذ 13 يومًا'); digits stay Western, as everywhere in the shop.
 */
export function reviewAge(t: Translate, createdAt: string, now: Date = new Date()): string {
  const date = new Date(createdAt);
  if (!createdAt || Number.isNaN(date.getTime())) return t('reviews.recently');
  return formatDistance(date, now, { addSuffix: true, ...(t.locale === 'ar-OM' ? { locale: ARABIC } : {}) });
}
