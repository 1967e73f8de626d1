import type { Insertable } from 'kysely';
import type { CountryTable, DiscountCodeTable, SiteSettingTable } from '../db/schema';
import { timestamp } from './text';

/** The countries the shop ships to (SPEC §3 'Other countries offered'); fallbacks per SPEC §9, baisa. */
export const COUNTRIES: readonly Insertable<CountryTable>[] = [
  { code: 'OM', name: 'Oman', prefix: '968', valid_length: 11, shipping_fallback: 2000, sort_order: 1 },
  { code: 'AE', name: 'UAE', prefix: '971', valid_length: 12, shipping_fallback: 3500, sort_order: 2 },
  { code: 'SA', name: 'Saudi Arabia', prefix: '966', valid_length: 12, shipping_fallback: 5000, sort_order: 3 },
  { code: 'QA', name: 'Qatar', prefix: '974', valid_length: 11, shipping_fallback: 5000, sort_order: 4 },
  { code: 'KW', name: 'Kuwait', prefix: '965', valid_length: 11, shipping_fallback: 5000, sort_order: 5 },
  { code: 'BH', name: 'Bahrain', prefix: '973', valid_length: 11, shipping_fallback: 5000, sort_order: 6 },
];

/**
 * The countries' names on Arabic pages, kept in the valid_countries rows as name_ar beside the
 * English name orders store: a renamed or added row carries its own Arabic, which a lookup by
 * English name or region code would lose (shopper-settings.ts serves it as the label).
 */
const COUNTRY_NAMES_AR: Record<string, string> = {
  OM: 'عُمان',
  AE: 'الإمارات',
  SA: 'السعودية',
  QA: 'قطر',
  KW: 'الكويت',
  BH: 'البحرين',
};

const DEFAULT_OUTLET = 'Gulf Glow — Muscat Grand Mall';

const DELIVERY_INFO = [
  '<p><strong>Muscat:</strong> orders placed before 2:00 PM are delivered the next working day; later orders within 1–2 working days.</p>',
  '<p><strong>Outside Muscat:</strong> 2–4 working days. Remote areas (for example Musandam and Al Wusta) may take up to 6 working days.</p>',
  '<p><strong>GCC (UAE, Saudi Arabia, Qatar, Kuwait, Bahrain):</strong> 4–7 working days by courier. Perfumes and aerosols ship by ground and may take longer.</p>',
  '<p><strong>Free shipping</strong> in Oman on orders of OMR 20.000 or more.</p>',
  '<p><strong>Pick up from store:</strong> collect your order free of charge from our Muscat Grand Mall store at the date and time you choose at checkout.</p>',
  '<p>Cash on delivery is available in Oman only. Our team calls to confirm every order before dispatch.</p>',
].join('');

const DELIVERY_INFO_AR = [
  '<p><strong>مسقط:</strong> الطلبات قبل الساعة 2:00 ظهراً تصل في يوم العمل التالي، والطلبات بعدها خلال 1–2 يوم عمل.</p>',
  '<p><strong>خارج مسقط:</strong> 2–4 أيام عمل. قد يستغرق التوصيل إلى المناطق النائية (مثل مسندم والوسطى) حتى 6 أيام عمل.</p>',
  '<p><strong>دول الخليج (الإمارات، السعودية، قطر، الكويت، البحرين):</strong> 4–7 أيام عمل عبر شركة الشحن. تُشحن العطور والبخاخات براً وقد تستغرق وقتاً أطول.</p>',
  '<p><strong>توصيل مجاني</strong> داخل عُمان للطلبات بقيمة 20.000 ر.ع. أو أكثر.</p>',
  '<p><strong>الاستلام من المتجر:</strong> استلمي طلبك مجاناً من متجرنا في مسقط جراند مول في اليوم والوقت اللذين تختارينهما عند إتمام الطلب.</p>',
  '<p>الدفع عند الاستلام متاح داخل عُمان فقط. يتصل بك فريقنا لتأكيد كل طلب قبل شحنه.</p>',
].join('');

/**
 * Site settings as the content service's global-settings attributes (JSON values). Money here
 * is on the wire in rials (free_shipping_above: 20), as the storefront reads it.
 */
export function siteSettingRows(now: Date): Insertable<SiteSettingTable>[] {
  const values: Record<string, unknown> = {
    free_shipping_above: 20,
    valid_countries: {
      sections: COUNTRIES.map((c) => ({
        name: c.name,
        name_ar: COUNTRY_NAMES_AR[c.code],
        prefix: c.prefix,
        valid_length: c.valid_length,
      })),
    },
    pickup_times: {
      sections: [
        { value: '10:00 AM - 01:00 PM', label: 'Morning (10:00 AM - 01:00 PM)', label_ar: 'صباحاً (10:00 ص - 01:00 م)' },
        {
          value: '01:00 PM - 04:00 PM',
          label: 'Afternoon (01:00 PM - 04:00 PM)',
          label_ar: 'ظهراً (01:00 م - 04:00 م)',
        },
        { value: '04:00 PM - 07:00 PM', label: 'Evening (04:00 PM - 07:00 PM)', label_ar: 'عصراً (04:00 م - 07:00 م)' },
        { value: '07:00 PM - 10:00 PM', label: 'Night (07:00 PM - 10:00 PM)', label_ar: 'مساءً (07:00 م - 10:00 م)' },
      ],
    },
    delivery_info: DELIVERY_INFO,
    delivery_info_ar: DELIVERY_INFO_AR,
    outlets: {
      sections: [
        {
          name: DEFAULT_OUTLET,
          name_ar: 'فرع مسقط جراند مول',
          address: 'Muscat Grand Mall, Ground Floor, Al Khuwair, Muscat',
          hours: 'Daily 10:00 AM - 10:00 PM',
          phone: '96824123456',
          default: true,
        },
        {
          name: 'Gulf Glow — Al Mouj Marina Walk',
          name_ar: 'فرع ممشى مارينا الموج',
          address: 'The Walk, Al Mouj, Seeb, Muscat',
          hours: 'Daily 10:00 AM - 11:00 PM',
          phone: '96824123457',
          default: false,
        },
      ],
    },
    tax_seller: {
      legal_name: 'Gulf Glow Trading LLC',
      legal_name_ar: 'شركة جلف جلو للتجارة ش.م.م',
      address: 'Al Khuwair, Muscat, Sultanate of Oman',
      address_ar: 'الخوير، مسقط، سلطنة عُمان',
      vat_number: 'OM1100012345',
    },
    shop_contact: {
      whatsapp: '96891234567',
      instagram: 'https://www.instagram.com/gulfglow.om',
      email: 'care@gulfglow.om',
      phone: '96824123456',
    },
  };
  const at = timestamp(now);
  return Object.entries(values).map(([key, value]) => ({ key, value: JSON.stringify(value), modified: at }));
}

/** One code of each type, an expired one and one whose usage limit is reached. */
export function discountCodeRows(now: Date): Insertable<DiscountCodeTable>[] {
  const at = timestamp(now);
  const daysFromNow = (days: number) => timestamp(new Date(now.getTime() + days * 86_400_000));
  const base = {
    valid_from: daysFromNow(-90),
    valid_to: daysFromNow(365),
    usage_limit: null,
    used_count: 0,
    active: 1,
    creation: at,
    modified: at,
  };
  return [
    { ...base, code: 'GLOW10', type: 'percentage', value: 10, description: '10% off items not already on sale' },
    { ...base, code: 'SAVE5', type: 'fixed', value: 5000, description: 'OMR 5.000 off your order' },
    { ...base, code: 'FREESHIP', type: 'shipping', value: 0, description: 'Free delivery' },
    {
      ...base,
      code: 'SUMMER24',
      type: 'percentage',
      value: 20,
      valid_from: '2024-06-01 00:00:00.000',
      valid_to: '2024-09-30 20:59:59.000',
      description: 'Summer 2024 sale: 20% off (expired)',
    },
    {
      ...base,
      code: 'WELCOME15',
      type: 'percentage',
      value: 15,
      usage_limit: 100,
      used_count: 100,
      description: '15% off, first 100 orders (limit reached)',
    },
  ];
}
