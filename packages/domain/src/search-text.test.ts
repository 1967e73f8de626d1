import { describe, expect, it } from 'vitest';
import { normaliseSearchText, productSearchText } from './search-text';

describe('normaliseSearchText: one written form for names and typed text', () => {
  it.each([
    ['أ إ آ ٱ are plain alef', 'أحمر إشراقة آمن ٱلورد', 'احمر اشراقه امن الورد'],
    ['alef maqsura is yaa', 'مستشفى', 'مستشفي'],
    ['taa marbuta is haa', 'بشرة نضرة', 'بشره نضره'],
    ['tatweel is dropped', 'سيـــروم', 'سيروم'],
    ['harakat are dropped', 'سِيرُومٌ مُرَطِّبٌ', 'سيروم مرطب'],
    ['superscript alef is dropped', 'هٰذا', 'هذا'],
    ['Arabic-Indic digits are Western', '٣٠ مل ٠١٢٣٤٥٦٧٨٩', '30 مل 0123456789'],
    ['Persian digits are Western', '۵۰ مل ۰۱۲۳۴۵۶۷۸۹', '50 مل 0123456789'],
    ['Latin is lower case', 'Vitamin C SERUM 30ml', 'vitamin c serum 30ml'],
    ['whitespace runs are one space, ends trimmed', '  vitamin\t c  ', 'vitamin c'],
    ['like wildcards and escapes are kept', '%سيروم\\_٣٠%', '%سيروم\\_30%'],
  ])('%s', (_rule, text, expected) => expect(normaliseSearchText(text)).toBe(expected));

  it('matches the stored form of a name typed without hamza, with taa marbuta as haa', () =>
    expect(normaliseSearchText('سيروم فيتامين سي المضيء للبشرة')).toBe(
      normaliseSearchText('سيروم فيتامين سى المضىء للبشره'),
    ));

  it('is idempotent', () => {
    const once = normaliseSearchText('كريمٌ أساسيّ ليلى ٥٠ مل');
    expect(normaliseSearchText(once)).toBe(once);
  });
});

describe('productSearchText: the names of a product, one per line', () => {
  it('normalises each name and skips missing ones', () =>
    expect(productSearchText('Vitamin C Serum 30ml', 'سيروم فيتامين سي ٣٠ مل', null, '')).toBe(
      'vitamin c serum 30ml\nسيروم فيتامين سي 30 مل',
    ));
});
