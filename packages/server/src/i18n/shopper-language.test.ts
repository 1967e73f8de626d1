import { counted } from '@shop/domain/plural';
import { pickupDates } from '@shop/domain/schemas/checkout';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestDb, createTestDb, testEngines } from '../testing/databases';
import { type App, buildTestApp } from '../testing/test-app';
import { insertCheckoutData, muscatForm, orderBody, pickupForm } from '../modules/orders/order-fixtures';
import { reviewPayload } from '../modules/reviews/reviews.test-helpers';
import { resourcePath } from '../modules/resource/resource-fixtures';

/**
 * Issue 16: a shopper reads the services' texts in the language of the page they use, which the
 * web app sends as Accept-Language on every call. ar-OM gets the Arabic; en-OM, or no header,
 * gets SPEC's English letter for letter. Codes, statuses and details do not change with it.
 */
const LANGUAGES = [
  ['ar-OM', 'ar'],
  ['en-OM', 'en'],
  [null, 'en'],
] as const;

describe.each(await testEngines())('shopper texts in the request language on %s', (engine) => {
  let db: TestDb;
  let app: App;
  let n = 0;
  /** A fresh Omani number per send, so cooldowns never collide. */
  const freshNational = () => `9${String(2_000_000 + ++n * 7919).slice(-7)}`;

  beforeAll(async () => {
    db = await createTestDb(engine);
    await insertCheckoutData(db);
    app = await buildTestApp(db);
  });
  beforeEach(async () => {
    await db.kysely.deleteFrom('rate_limit').execute();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  const post = (url: string, payload: object, language: string | null) =>
    app.inject({ method: 'POST', url, payload, headers: language ? { 'accept-language': language } : {} });
  const lastSms = async (to: string) =>
    (
      await db.kysely
        .selectFrom('sms_outbox')
        .select('message')
        .where('to_number', '=', to)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).message;

  describe('sign-in codes', () => {
    it.each(LANGUAGES)('Accept-Language %s: the SMS and the cooldown refusal are in %s', async (header, language) => {
      const national = freshNational();
      const sent = await post('/api/otps/send-otp', { prefix: '968', national }, header);
      expect(sent.statusCode).toBe(200);
      const sms = await lastSms(`968${national}`);
      if (language === 'ar') expect(sms).toMatch(/^عزيزي العميل، رمز التحقق لتسجيل الدخول هو \d{6}\.$/);
      else expect(sms).toMatch(/^Dear Customer, your OTP for login is \d{6}\.$/);

      const again = await post('/api/otps/send-otp', { prefix: '968', national }, header);
      expect(again.statusCode).toBe(429);
      const { error } = again.json();
      expect(error.name).toBe('RateLimitError');
      expect(error.details.resend_seconds_left).toBeGreaterThan(0);
      const seconds = error.details.resend_seconds_left as number;
      expect(error.message).toBe(
        language === 'ar'
          ? `يرجى الانتظار ${counted('ar', seconds, 'second')} قبل طلب رمز تحقق جديد.`
          : `Please wait ${seconds} seconds before requesting a new OTP.`,
      );
    });

    it('the language follows the header of the request that sent the code, not an earlier one', async () => {
      const national = freshNational();
      await post('/api/otps/send-otp', { prefix: '968', national }, 'ar-OM,en;q=0.8');
      expect(await lastSms(`968${national}`)).toMatch(/^عزيزي العميل/);
      await db.kysely.deleteFrom('otp_challenge').where('phone', '=', `968${national}`).execute();
      await post('/api/otps/send-otp', { prefix: '968', national }, 'en-OM,ar;q=0.5');
      expect(await lastSms(`968${national}`)).toMatch(/^Dear Customer/);
    });
  });

  describe('discount codes', () => {
    it.each(LANGUAGES)("Accept-Language %s: the check's reason is in %s", async (header, language) => {
      const expired = await post(
        '/api/discount-check',
        { discount_code: 'summer24', items: [{ item_code: 'SKU-1', quantity: 1 }] },
        header,
      );
      expect(expired.json().data).toEqual({
        status: false,
        reason: language === 'ar' ? 'انتهت صلاحية هذا الكود.' : 'This code has expired.',
        amount: 0,
        type: 'percentage',
        code: 'SUMMER24',
      });
      const applied = await post(
        '/api/discount-check',
        { discount_code: 'SAVE5', items: [{ item_code: 'SKU-1', quantity: 1 }] },
        header,
      );
      expect(applied.json().data.reason).toBe(
        language === 'ar' ? 'خصم 5.000 ر.ع. على طلبك.' : 'OMR 5.000 off your order.',
      );
    });
  });

  describe('orders', () => {
    it.each(LANGUAGES)("Accept-Language %s: the quote's discount reason is in %s", async (header, language) => {
      const quote = await post(
        '/api/orders/quote',
        { items: [{ item_code: 'SKU-5', quantity: 1 }], discount_code: 'SAVE5' },
        header,
      );
      expect(quote.json().data.discount).toEqual({
        code: 'SAVE5',
        status: 'dropped',
        reason:
          language === 'ar'
            ? 'يتطلب هذا الكود أن يبلغ المجموع الفرعي 5.000 ر.ع. على الأقل.'
            : 'This code needs a subtotal of at least OMR 5.000.',
        type: 'fixed',
        value: 5,
      });
    });

    it.each(LANGUAGES)(
      'Accept-Language %s: refusals of a placement are in %s, with the same details',
      async (header, language) => {
        const pastDay = pickupDates(new Date('2020-01-01T08:00:00Z'))[0]!.value;
        const late = await post(
          '/api/orders',
          orderBody([['SKU-1', 1]], {}, { ...pickupForm(), DateField: pastDay }),
          header,
        );
        expect(late.statusCode).toBe(400);
        expect(late.json().error).toMatchObject({
          name: 'ValidationError',
          message:
            language === 'ar'
              ? 'يرجى اختيار تاريخ استلام خلال الـ 3 أيام القادمة.'
              : 'Pick Up Date must be one of the next 3 days.',
          details: { field: 'DateField' },
        });

        const unnamed = await post('/api/orders', orderBody([['SKU-1', 1]], { form: { FirstName: '' } }), header);
        expect(unnamed.statusCode).toBe(400);
        expect(unnamed.json().error).toMatchObject({
          message: language === 'ar' ? 'الاسم الأول مطلوب' : 'First Name is mandatory',
          details: { errors: [{ field: 'FirstName', message: 'First Name is mandatory' }] },
        });

        const expired = await post('/api/orders', orderBody([['SKU-1', 1]], { discount_code: 'SUMMER24' }), header);
        expect(expired.statusCode).toBe(409);
        expect(expired.json().error).toMatchObject({
          message:
            language === 'ar'
              ? 'لا يمكن استخدام كود الخصم SUMMER24: انتهت صلاحية هذا الكود.'
              : 'Discount code SUMMER24 cannot be used: This code has expired.',
          details: { discount_code: 'SUMMER24' },
        });

        const tooMany = await post('/api/orders', orderBody([['SKU-1', 11]]), header);
        expect(tooMany.statusCode).toBe(422);
        expect(tooMany.json().error).toMatchObject({
          message:
            language === 'ar'
              ? 'الحد الأقصى للكمية من كل منتج في الطلب الواحد هو 10: يرجى تقليل كمية سيروم فيتامين سي المضيء (11).'
              : 'At most 10 of each product per order: please lower the quantity of Vitamin C Serum (11).',
          details: { limit: 'max_units_per_line', max: 10 },
        });

        const stale = await post(
          '/api/orders',
          orderBody([['SKU-5', 1]], { discount_code: 'SAVE5', expected_total: 1 }, muscatForm),
          header,
        );
        expect(stale.statusCode).toBe(409);
        const { error } = stale.json();
        expect(error.message).toBe(
          language === 'ar'
            ? 'تغيّرت الأسعار أو توفّر المنتجات منذ آخر مرة اطّلعت فيها على سلتك. يرجى مراجعتها والمحاولة مرة أخرى.'
            : 'Prices or availability changed since you last saw your cart. Please check it and try again.',
        );
        expect(error.details.prices_changed).toBe(true);
        expect(error.details.quote.discount.reason).toBe(
          language === 'ar'
            ? 'يتطلب هذا الكود أن يبلغ المجموع الفرعي 5.000 ر.ع. على الأقل.'
            : 'This code needs a subtotal of at least OMR 5.000.',
        );
      },
    );
  });

  describe('texts naming a product', () => {
    const setStock = (code: string, stock: number) =>
      db.kysely
        .updateTable('website_item')
        .set({ custom_stock_available: stock })
        .where('item_code', '=', code)
        .execute();

    it.each(LANGUAGES)('Accept-Language %s: stock refusals name the product in %s', async (header, language) => {
      await setStock('SKU-3', 2);
      try {
        const short = await post('/api/orders', orderBody([['SKU-3', 3]]), header);
        expect(short.statusCode).toBe(409);
        expect(short.json().error).toMatchObject({
          message: language === 'ar' ? 'لم يتبقَّ سوى 2 من كريم مرطّب ليلي.' : 'Only 2 left of Night Moisturizer.',
          details: { item_code: 'SKU-3', available: 2 },
        });
      } finally {
        await setStock('SKU-3', 5);
      }
      const soldOut = await post('/api/orders', orderBody([['SKU-2', 1]]), header);
      expect(soldOut.statusCode).toBe(409);
      expect(soldOut.json().error.message).toBe(
        language === 'ar' ? 'نفدت كمية سيروم حمض الهيالورونيك 30 مل.' : 'Hyaluronic Serum is out of stock.',
      );
    });

    it('an Arabic refusal names the product in English where no Arabic name is written', async () => {
      await db.kysely
        .updateTable('website_item')
        .set({ web_item_name_ar: '  ' })
        .where('item_code', '=', 'SKU-2')
        .execute();
      await db.kysely
        .updateTable('website_item')
        .set({ web_item_name_ar: null })
        .where('item_code', '=', 'SKU-1')
        .execute();
      try {
        expect((await post('/api/orders', orderBody([['SKU-2', 1]]), 'ar')).json().error.message).toBe(
          'نفدت كمية Hyaluronic Serum.',
        );
        expect((await post('/api/orders', orderBody([['SKU-1', 11]]), 'ar')).json().error.message).toBe(
          'الحد الأقصى للكمية من كل منتج في الطلب الواحد هو 10: يرجى تقليل كمية Vitamin C Serum (11).',
        );
      } finally {
        await db.kysely
          .updateTable('website_item')
          .set({ web_item_name_ar: 'سيروم حمض الهيالورونيك 30 مل' })
          .where('item_code', '=', 'SKU-2')
          .execute();
        await db.kysely
          .updateTable('website_item')
          .set({ web_item_name_ar: 'سيروم فيتامين سي المضيء' })
          .where('item_code', '=', 'SKU-1')
          .execute();
      }
    });
  });

  describe('account, reviews and payments', () => {
    it.each(LANGUAGES)('Accept-Language %s: the refusals a shopper meets are in %s', async (header, language) => {
      const headers = header ? { 'accept-language': header } : {};
      const me = await app.inject({ method: 'GET', url: '/api/customers/me', headers });
      expect(me.statusCode).toBe(401);
      expect(me.json().error.message).toBe(
        language === 'ar' ? 'يرجى تسجيل الدخول برقم هاتفك.' : 'Please sign in with your phone number.',
      );

      const review = await post(
        resourcePath('Website Item Review'),
        reviewPayload({ images: JSON.stringify(['data:image/png;base64,AAAA', 'x']) }),
        header,
      );
      expect(review.statusCode).toBe(400);
      const reviewText = language === 'ar' ? 'الصورة 2 ليست ملف صورة صالحًا' : 'Image 2 is not a valid image file';
      expect(review.json()).toMatchObject({ exc_type: 'ValidationError', message: reviewText });

      const payment = await post(
        '/api/thawani-payment',
        { order_id: 'SAL-ORD-2026-00001', payment_secret: 'not-the-secret' },
        header,
      );
      expect(payment.statusCode).toBe(404);
      expect(payment.json().error).toMatchObject({
        name: 'NotFoundError',
        message: language === 'ar' ? 'لم يتم العثور على عملية الدفع هذه.' : 'This payment was not found.',
      });
    });
  });
});
