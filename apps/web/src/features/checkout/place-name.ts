import { pickText } from '@shop/domain/language';
import { languageOf } from '@/lib/i18n/locale';
import type { Translate } from '@/lib/i18n/translate';

/** A governorate, wilaya or zone as the reader names it: its Arabic name on Arabic pages (the form still sends the English one). */
export function placeName(t: Translate, english: string, arabic: string): string {
  return pickText(languageOf(t.locale), english, arabic);
}
