import { describe, expect, it } from 'vitest';
import { createTranslate } from './i18n/translate';
import { type Kind, toastText as toastTextIn } from './toast';

const t = createTranslate('en-OM', {
  'toast.title.success': 'Success',
  'toast.title.error': 'Error',
  'toast.title.info': 'Info',
});
const toastText = (kind: Kind, message: string, description?: string) => toastTextIn(t, kind, message, description);

describe('toast titles (SPEC §8: default titles Success, Error, Info)', () => {
  it("a toast without its own title shows its type's default title with the message beneath", () => {
    expect(toastText('success', 'Item added to cart')).toEqual({ title: 'Success', description: 'Item added to cart' });
    expect(toastText('error', 'Failed to submit review. Please try again.')).toEqual({
      title: 'Error',
      description: 'Failed to submit review. Please try again.',
    });
    expect(toastText('info', 'First Name is mandatory')).toEqual({
      title: 'Info',
      description: 'First Name is mandatory',
    });
  });

  it('a toast with a line of its own keeps its message as the title', () => {
    expect(toastText('error', 'Discount coupon is invalid', 'This code has expired.')).toEqual({
      title: 'Discount coupon is invalid',
      description: 'This code has expired.',
    });
    expect(toastText('success', 'Discount coupon applied', '10% off')).toEqual({
      title: 'Discount coupon applied',
      description: '10% off',
    });
  });

  it('warnings have no default title in the spec: the message alone', () => {
    expect(toastText('warning', 'Max quantity limit reached')).toEqual({ title: 'Max quantity limit reached' });
  });
});
