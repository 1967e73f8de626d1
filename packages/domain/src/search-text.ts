/**
 * How product names are matched by the shop's search (SPEC §7, issue 16): the stored names and
 * the typed text are both brought to one form, so a shopper finds a product whichever way the
 * same word is written.
 *
 * - Arabic: the alef forms أ إ آ ٱ are written ا, alef maqsura ى is ي, taa marbuta ة is ه;
 *   tatweel (ـ) and the harakat, Quranic marks and any other combining mark left after NFC
 *   composition are dropped (optional in Arabic writing and rarely typed).
 * - Digits: Arabic-Indic ٠–٩ and Persian ۰–۹ are written 0–9 (names store Western digits).
 * - Latin: lower case (the case-insensitive match the search always had).
 * - Whitespace runs are one space.
 */
const ALEF_FORMS = /[\u0622\u0623\u0625\u0671]/g;
const MARKS = /\u0640|\p{Mn}/gu;
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function normaliseSearchText(text: string): string {
  return text
    .normalize('NFC')
    .replace(MARKS, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(EASTERN_DIGITS, (d) => String((d.charCodeAt(0) - (d >= '\u06F0' ? 0x06f0 : 0x0660)) % 10))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The stored search text of a product: each of its names normalised, one per line (a typed text
 * never holds a line break, so a match cannot run from one name into the next).
 */
export function productSearchText(...names: (string | null | undefined)[]): string {
  return names
    .map((name) => normaliseSearchText(name ?? ''))
    .filter(Boolean)
    .join('\n');
}
