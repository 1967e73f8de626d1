import type { Insertable } from 'kysely';
import type { WebsiteItemReviewTable } from '../db/schema';
import { createRandom, seedOf } from './random';
import { pad, timestamp } from './text';

const CUSTOMERS = [
  'Aisha Al Balushi',
  'Fatma Al Hinai',
  'Maryam Al Said',
  'Noor Al Lawati',
  'Huda Al Rawahi',
  'Salma Al Harthy',
  'Reem Al Busaidi',
  'Layla Al Kindi',
  'Sara Thomas',
  'Priya Nair',
  'Mohammed Al Amri',
  'Khalid Al Farsi',
  'Zainab Al Maskari',
  'Amal Al Habsi',
  'Hind Al Shukaili',
];

const REVIEWS: readonly { stars: number; title: string; comments: string }[] = [
  {
    stars: 5,
    title: 'Holy grail!',
    comments:
      'I have used it every day for a month and my skin has never looked better. Arrived in Muscat the next day too.',
  },
  {
    stars: 5,
    title: 'Worth every baisa',
    comments: 'Lightweight, absorbs quickly and does not feel sticky even in August humidity.',
  },
  {
    stars: 4,
    title: 'Really nice',
    comments: 'Lovely texture and a subtle scent. Took off one star because the bottle is smaller than I expected.',
  },
  {
    stars: 4,
    title: 'Good value',
    comments: 'Does what it says. I bought it on the Buy 1 Get 1 offer and shared with my sister.',
  },
  {
    stars: 3,
    title: 'Okay for the price',
    comments: 'Works fine but I did not notice a big difference after three weeks.',
  },
  {
    stars: 5,
    title: 'My new favourite',
    comments: 'The scent lasts all day under my shayla. Already ordered a second one.',
  },
  {
    stars: 2,
    title: 'Not for my skin',
    comments: 'It broke me out a little. The delivery and packaging were great though.',
  },
  {
    stars: 5,
    title: 'Beautiful packaging, great product',
    comments: 'Bought as a gift for Eid and she loved it. Fast delivery to Sohar.',
  },
];

/** Shoppers who write in Arabic, and what they write; the first mixes in English names as Gulf shoppers do. */
const CUSTOMERS_AR = [
  'عائشة البلوشية',
  'مريم الحارثية',
  'نور اللواتية',
  'خالد الفارسي',
  'سالم العامري',
  'هند الشكيلية',
  'زينب المسكرية',
];

const REVIEWS_AR: readonly { stars: number; title: string; comments: string }[] = [
  {
    stars: 5,
    title: 'أفضل من الـ Vitamin C serum اللي جربته قبل',
    comments:
      'أستخدمه كل صباح قبل الـ sunscreen، وبشرتي صارت أنعم خلال أسبوعين.\nPerfect under makeup too.\nوصل إلى مسقط في اليوم التالي.',
  },
  { stars: 5, title: 'ممتاز جدًا', comments: 'قوامه خفيف ويمتص بسرعة، ولا يترك لمعة حتى في رطوبة الصيف.' },
  {
    stars: 4,
    title: 'جميل لكن الحجم صغير',
    comments: 'الرائحة هادئة والنتيجة واضحة، أنقصت نجمة لأن العبوة أصغر مما توقعت.',
  },
  {
    stars: 5,
    title: 'هدية مثالية للعيد',
    comments: 'اشتريته هدية لأختي وأعجبها كثيرًا. التغليف أنيق والتوصيل إلى صحار سريع.',
  },
  { stars: 3, title: 'مقبول', comments: 'يؤدي الغرض، لكن لم ألاحظ فرقًا كبيرًا بعد ثلاثة أسابيع.' },
];

export interface ReviewTarget {
  name: string;
  web_item_name: string;
  website_image?: string | null;
}

/**
 * Reviews on the first products of the catalog: most published (docstatus 1), some pending (0),
 * one rejected (2); one published review carries a photo. About half are written in Arabic by
 * Arabic-named shoppers (each of the first four products has a published one; the second review
 * mixes Arabic and English). Dates are within the last 90 days.
 */
export function reviewRows(products: readonly ReviewTarget[], now: Date): Insertable<WebsiteItemReviewTable>[] {
  const random = createRandom(seedOf('reviews'));
  const rows: Insertable<WebsiteItemReviewTable>[] = [];
  const targets = products.slice(0, 12);
  targets.forEach((product, p) => {
    const count = p < 4 ? 4 : p < 8 ? 2 : 1;
    for (let r = 0; r < count; r += 1) {
      const number = rows.length + 1;
      const arabic = r % 2 === 1 || (count === 1 && number % 2 === 0);
      const review = number === 2 ? REVIEWS_AR[0]! : random.pick(arabic ? REVIEWS_AR : REVIEWS);
      const customer = random.pick(arabic ? CUSTOMERS_AR : CUSTOMERS);
      const created = timestamp(new Date(now.getTime() - random.int(1, 90 * 24) * 3_600_000));
      const docstatus = number % 7 === 3 ? 0 : number === 11 ? 2 : 1;
      rows.push({
        name: `REV-${pad(number)}`,
        item: product.name,
        item_name: product.web_item_name,
        customer_name: customer,
        phone_number: String(random.int(91000000, 99999999)),
        email: !arabic && random.chance(0.5) ? `${customer.split(' ')[0]!.toLowerCase()}${number}@example.com` : null,
        rating: review.stars / 5,
        review_title: review.title,
        comments: review.comments,
        images: number === 1 && product.website_image ? JSON.stringify([product.website_image]) : null,
        docstatus,
        creation: created,
        modified: created,
      });
    }
  });
  return rows;
}
