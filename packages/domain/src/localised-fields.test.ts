import { describe, expect, it } from 'vitest';
import { localisedFields } from './localised-fields';

const settings = {
  delivery_info: '<p>Next day in Muscat.</p>',
  delivery_info_ar: '<p>في اليوم التالي داخل مسقط.</p>',
  free_shipping_above: 20,
  pickup_times: {
    sections: [
      { value: '10:00 AM - 01:00 PM', label: 'Morning', label_ar: 'صباحاً' },
      { value: '01:00 PM - 04:00 PM', label: 'Afternoon', label_ar: '  ' },
      { value: '04:00 PM - 07:00 PM', label: 'Evening' },
    ],
  },
  orphan_ar: 'no English sibling',
};

describe('localisedFields: a text document in the reader’s language', () => {
  it('gives an Arabic reader the Arabic texts, English where none is written, and drops the _ar siblings', () =>
    expect(localisedFields(settings, 'ar')).toEqual({
      delivery_info: '<p>في اليوم التالي داخل مسقط.</p>',
      free_shipping_above: 20,
      pickup_times: {
        sections: [
          { value: '10:00 AM - 01:00 PM', label: 'صباحاً' },
          { value: '01:00 PM - 04:00 PM', label: 'Afternoon' },
          { value: '04:00 PM - 07:00 PM', label: 'Evening' },
        ],
      },
      orphan_ar: 'no English sibling',
    }));

  it('gives an English reader the English texts without the _ar siblings', () =>
    expect(localisedFields(settings, 'en')).toEqual({
      delivery_info: '<p>Next day in Muscat.</p>',
      free_shipping_above: 20,
      pickup_times: {
        sections: [
          { value: '10:00 AM - 01:00 PM', label: 'Morning' },
          { value: '01:00 PM - 04:00 PM', label: 'Afternoon' },
          { value: '04:00 PM - 07:00 PM', label: 'Evening' },
        ],
      },
      orphan_ar: 'no English sibling',
    }));

  it('keeps values that are not documents', () => {
    expect(localisedFields('text', 'ar')).toBe('text');
    expect(localisedFields(null, 'ar')).toBeNull();
    expect(localisedFields([1, 'a'], 'ar')).toEqual([1, 'a']);
  });
});
