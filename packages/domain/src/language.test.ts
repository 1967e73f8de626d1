import { describe, expect, it } from 'vitest';
import { languageFromHeader, pickText, textDirection } from './language';

describe('pickText: Arabic where stored, English otherwise', () => {
  it('gives the Arabic text to an Arabic reader', () => expect(pickText('ar', 'Serum', 'سيروم')).toBe('سيروم'));
  it('gives the English text to an English reader even when Arabic exists', () =>
    expect(pickText('en', 'Serum', 'سيروم')).toBe('Serum'));
  it.each([null, undefined, '', '   '])('falls back to English when the Arabic is %j', (arabic) =>
    expect(pickText('ar', 'Serum', arabic)).toBe('Serum'),
  );
});

describe('languageFromHeader: the most-preferred language the shop speaks', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ar-OM', 'ar'],
    ['ar', 'ar'],
    ['AR-sa,en;q=0.8', 'ar'],
    ['en-GB,ar;q=0.9', 'en'],
    ['fr-FR,ar;q=0.5,en;q=0.4', 'ar'],
    ['fr-FR,de', 'en'],
    ['en;q=0.2,ar;q=0.9', 'ar'],
    ['ar;q=0,en', 'en'],
    ['ar;q=abc,en', 'en'],
    ['arabic', 'en'],
  ])('%j → %s', (header, expected) => expect(languageFromHeader(header)).toBe(expected));
});

describe('textDirection', () => {
  it('Arabic reads right to left, English left to right', () => {
    expect([textDirection('en-OM'), textDirection('ar-OM'), textDirection('ar'), textDirection('en')]).toEqual([
      'ltr',
      'rtl',
      'rtl',
      'ltr',
    ]);
  });
});
