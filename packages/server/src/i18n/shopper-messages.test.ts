import { REVIEW_MESSAGES } from '@shop/domain/schemas/review';
import { describe, expect, it } from 'vitest';
import { type Checked, SHOPPER_MESSAGES } from './shopper-messages';
import { amount, count, render, text } from './shopper-text';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the server catalog of shopper texts', () => {
  const entries = Object.entries(SHOPPER_MESSAGES);

  it('has an English and an Arabic text for every id, naming the same placeholders', () => {
    expect(entries.length).toBeGreaterThan(60);
    for (const [id, { en, ar }] of entries) {
      expect(en.trim(), id).not.toBe('');
      expect(ar, id).toMatch(/[\u0600-\u06FF]/);
      expect(ar, id).not.toBe(en);
      expect(placeholders(ar), id).toEqual(placeholders(en));
    }
  });

  it('writes numbers in Western digits, adds no bidi control characters, and never ends a sentence on an amount (ر.ع. has its own stop)', () => {
    for (const [id, { ar }] of entries) {
      expect(ar, id).not.toMatch(/\{(amount|total)\}\./);
      expect(ar, id).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
      expect(ar, id).not.toMatch(/[\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    }
  });

  it('refuses, as a type error, an entry whose languages name different placeholders', () => {
    const mismatched = { 'x.y': { en: 'Only {left} left.', ar: 'بقي {count} فقط.' } } as const;
    // @ts-expect-error: {left} in English, {count} in Arabic
    const checked: Checked<typeof mismatched> = mismatched;
    expect(checked).toBe(mismatched);
  });
});

describe('rendering a text', () => {
  it('fills placeholders, writes amounts as each language does and renders a text inside a text in the same language', () => {
    expect(render('en', text('order.onlyLeft', { left: 2, name: 'Rose Oil' }))).toBe('Only 2 left of Rose Oil.');
    expect(render('ar', text('order.onlyLeft', { left: 2, name: 'Rose Oil' }))).toBe('لم يتبقَّ سوى 2 من Rose Oil.');
    expect(render('en', text('discount.subtotalBelow', { amount: amount(5000) }))).toBe(
      'This code needs a subtotal of at least OMR 5.000.',
    );
    expect(render('ar', text('discount.subtotalBelow', { amount: amount(5000) }))).toBe(
      'يتطلب هذا الكود أن يبلغ المجموع الفرعي 5.000 ر.ع. على الأقل.',
    );
    const refused = text('order.codeRefused', { code: 'SUMMER24', reason: text('discount.expired') });
    expect(render('en', refused)).toBe('Discount code SUMMER24 cannot be used: This code has expired.');
    expect(render('ar', refused)).toBe('لا يمكن استخدام كود الخصم SUMMER24: انتهت صلاحية هذا الكود.');
  });

  it('counts with the plural rules of each language: the OTP cooldown', () => {
    const wait = (n: number) => text('otp.resendWait', { seconds: count(n, 'second') });
    expect(render('en', wait(1))).toBe('Please wait 1 second before requesting a new OTP.');
    expect(render('en', wait(90))).toBe('Please wait 90 seconds before requesting a new OTP.');
    expect(render('ar', wait(1))).toBe('يرجى الانتظار ثانية قبل طلب رمز تحقق جديد.');
    expect(render('ar', wait(2))).toBe('يرجى الانتظار ثانيتين قبل طلب رمز تحقق جديد.');
    expect(render('ar', wait(5))).toBe('يرجى الانتظار 5 ثوانٍ قبل طلب رمز تحقق جديد.');
    expect(render('ar', wait(13))).toBe('يرجى الانتظار 13 ثانيةً قبل طلب رمز تحقق جديد.');
    expect(render('ar', wait(100))).toBe('يرجى الانتظار 100 ثانية قبل طلب رمز تحقق جديد.');
  });

  it('the OTP SMS is SPEC §7 letter for letter in English, and Arabic with the code in Western digits', () => {
    expect(render('en', text('otp.sms', { otp: '048213' }))).toBe('Dear Customer, your OTP for login is 048213.');
    expect(render('ar', text('otp.sms', { otp: '048213' }))).toBe('عزيزي العميل، رمز التحقق لتسجيل الدخول هو 048213.');
  });
});

describe('English texts that the domain also words', () => {
  it('order limits: each refusal the domain decides is worded here, once', () => {
    expect(render('en', text('limit.lines', { max: 2, count: 3 }))).toBe(
      'An order can hold at most 2 different products; this one has 3. Please remove some from your cart.',
    );
    expect(render('en', text('limit.units', { max: 3, name: 'Musk', quantity: 4 }))).toBe(
      'At most 3 of each product per order: please lower the quantity of Musk (4).',
    );
    expect(render('en', text('limit.value', { max: amount(100_000), total: amount(120_500) }))).toBe(
      'An order can come to at most OMR 100.000 before it is paid or confirmed; this one is OMR 120.500. Please remove some items, or contact us to arrange a larger order.',
    );
    expect(render('en', text('limit.codPerPhone', { count: 2, max: 2 }))).toBe(
      'This phone number already has 2 cash-on-delivery orders waiting for our confirmation call, the most we hold at once (2). Please wait for our call, or pay by card.',
    );
    expect(render('en', text('limit.codPerAddress', { count: 3, max: 3 }))).toBe(
      'This address already has 3 cash-on-delivery orders waiting for our confirmation call, the most we hold at once (3). Please wait for our call, or pay by card.',
    );
    expect(render('en', text('limit.cardPerPhone', { count: 3, max: 3 }))).toBe(
      'This phone number already has 3 card orders waiting for payment, the most we hold at once (3). Please complete one of those payments, or try again later.',
    );
  });

  it('review images: the catalog says what SPEC §5 says', () => {
    const file = text('review.imageLabel', { n: 2 });
    expect(render('en', text('review.tooManyImages'))).toBe(REVIEW_MESSAGES.tooManyImages);
    expect(render('en', text('review.notImage', { file }))).toBe(REVIEW_MESSAGES.notImage('Image 2'));
    expect(render('en', text('review.tooLarge', { file }))).toBe(REVIEW_MESSAGES.tooLarge('Image 2'));
    expect(render('ar', text('review.tooLarge', { file }))).toBe('حجم الصورة 2 كبير جدًا. الحد الأقصى للحجم 5 ميجابايت');
  });
});
