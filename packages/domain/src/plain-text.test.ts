import { describe, expect, it } from 'vitest';
import { plainLine, plainLines } from './plain-text';

describe('plain text from shoppers', () => {
  it('drops NUL, the other C0 and C1 controls and DEL', () => {
    expect(plainLine('Ai\u0000sha\u0007\u001B[31m\u007F\u0085\u009F')).toBe('Aisha[31m');
    expect(plainLines('Soft\u0000 skin\u0008')).toBe('Soft skin');
  });

  it('drops bidi embeddings, overrides and isolates, keeping the marks and joiners Arabic text uses', () => {
    expect(plainLine('\u202Egnp.exe\u202C \u2066x\u2069 \u202A\u202B\u202D\u2067\u2068')).toBe('gnp.exe x ');
    expect(plainLine('عائشة\u200F \u200E\u200C\u200D👩‍👧')).toBe('عائشة\u200F \u200E\u200C\u200D👩‍👧');
  });

  it('keeps one line on one line: tabs and line breaks become spaces', () => {
    expect(plainLine('Lovely\r\nskin\tcare\u2028now\rok\n')).toBe('Lovely skin care now ok ');
  });

  it('keeps the lines of a review as "\\n" and its tabs', () => {
    expect(plainLines('Line 1\r\nLine 2\rLine 3\u2029Line 4\n\tend')).toBe('Line 1\nLine 2\nLine 3\nLine 4\n\tend');
  });
});
