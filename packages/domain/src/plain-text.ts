/**
 * Text a shopper typed, without the characters that carry no text: C0 and C1 control characters
 * (NUL, bell, escape…, DEL) and the bidirectional embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069) that can make text read differently from what it holds. Marks
 * that Arabic text needs (U+200E/U+200F, joiners) are kept.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
const LINE_BREAK = /\r\n?|[\u2028\u2029]/g;

/** One line (a name, a title): tabs and line breaks become spaces, other controls are dropped. */
export const plainLine = (text: string): string =>
  text
    .replace(LINE_BREAK, ' ')
    .replace(/[\t\n]/g, ' ')
    .replace(CONTROL, '');

/** Several lines (a review's text): line breaks become "\n", tabs stay, other controls are dropped. */
export const plainLines = (text: string): string => text.replace(LINE_BREAK, '\n').replace(CONTROL, '');
