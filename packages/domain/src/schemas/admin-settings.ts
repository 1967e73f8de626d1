import { clientLimitsPatchSchema } from './client-limits';
import { orderLimitsPatchSchema } from './order-limits';
import { z } from 'zod';
import { MESSAGE_KINDS } from '../message-templates';
import { omrAmount } from './omr-amount';

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);

/** An Arabic text next to an English one: optional, '' when none is written (the English is shown then). */
const arabic = (label: string, max: number) => z.string().trim().max(max, `${label} is too long`).default('');

const pickupTimeSchema = z
  .object({
    value: text('A pickup time', 60),
    label: text('A pickup time label', 100),
    label_ar: arabic('An Arabic pickup time label', 100),
  })
  .strict();

const outletSchema = z
  .object({
    name: text('An outlet name', 120),
    name_ar: arabic('An Arabic outlet name', 120),
    address: z.string().trim().max(300).default(''),
    hours: z.string().trim().max(120).default(''),
    phone: z
      .string()
      .trim()
      .regex(/^\d{0,15}$/, 'An outlet phone is digits only')
      .default(''),
    default: z.boolean().default(false),
  })
  .strict();

/**
 * PUT /api/admin/settings: any of the editable settings. free_shipping_above in OMR (stored as
 * the rial number the storefront reads); delivery_info and delivery_info_ar HTML (sanitized before
 * they are stored; an empty Arabic text removes it, so the English is shown); pickup times with
 * their Arabic labels; outlets with their Arabic names (the English name is what orders keep);
 * order_limits, any of them (domain/order-limits.ts), merged into the stored ones; client_limits
 * likewise (domain/client-limits.ts: the per-client request limits).
 */
export const settingsPatch = z
  .object({
    free_shipping_above: omrAmount('The free-shipping threshold', 100_000),
    delivery_info: z.string().max(20_000, 'The delivery info is too long'),
    delivery_info_ar: z.string().max(20_000, 'The Arabic delivery info is too long'),
    pickup_times: z
      .array(pickupTimeSchema)
      .min(1, 'Keep at least one pickup time')
      .max(24)
      .refine((list) => new Set(list.map((t) => t.value)).size === list.length, 'Pickup time values must differ'),
    outlets: z
      .array(outletSchema)
      .min(1, 'Keep at least one outlet')
      .max(50)
      .refine((list) => new Set(list.map((o) => o.name)).size === list.length, 'Outlet names must differ')
      .refine((list) => list.filter((o) => o.default).length <= 1, 'Only one outlet can be the default'),
    order_limits: orderLimitsPatchSchema.refine((patch) => Object.keys(patch).length > 0, 'No order limit to change'),
    client_limits: clientLimitsPatchSchema.refine(
      (patch) => Object.keys(patch).length > 0,
      'No request limit to change',
    ),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');
export type SettingsPatch = z.infer<typeof settingsPatch>;

const templateTexts = z.object({ en: z.string().max(2_000).optional(), ar: z.string().max(2_000).optional() }).strict();
/**
 * PUT /api/admin/settings/message-templates: some steps' texts, by language. Each text is judged
 * by `templateProblem` (domain/message-templates.ts) before anything is stored.
 */
export const messageTemplatesPatch = z
  .object({ templates: z.partialRecord(z.enum(MESSAGE_KINDS), templateTexts) })
  .strict();

/** An image the storefront can load: a file under /media or an https URL. */
const imageUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (url) => (/^\/media\/[\w./-]+$/.test(url) && !url.includes('..')) || /^https:\/\/[^\s"'<>]+$/.test(url),
    'Images must be /media/… paths or https:// URLs',
  );
/** Where a banner leads: a path on this site or an https URL. */
const link = z
  .string()
  .trim()
  .max(500)
  .refine(
    (url) => /^\/(?!\/)[^\s"'<>]*$/.test(url) || /^https:\/\/[^\s"'<>]+$/.test(url),
    'Links must be paths on this site or https:// URLs',
  );

const bannerSchema = z
  .object({
    image: imageUrl,
    mobile_image: imageUrl.or(z.literal('')).default(''),
    /** The Arabic pages' images where the banner's art carries words (banner_N_ar, mobile_banner_N_ar); '' shows the English one. */
    image_ar: imageUrl.or(z.literal('')).default(''),
    mobile_image_ar: imageUrl.or(z.literal('')).default(''),
    link: link.or(z.literal('')).default(''),
    alt: z.string().trim().max(200).default(''),
    alt_ar: arabic('An Arabic banner text', 200),
  })
  .strict();

const title = z.string().trim().max(100, 'A title is too long');
const titleAr = arabic('An Arabic title', 100);

/** The home page's blocks, in display order (the whole list is replaced at once). */
const homeBlockSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('slider'),
        title: title.default(''),
        title_ar: titleAr,
        size: z.string().trim().max(40).nullable().default(null),
        banners: z.array(bannerSchema).min(1, 'A slider needs at least one banner').max(12),
      })
      .strict(),
    z.object({ kind: z.literal('categories-grid'), title: title.default(''), title_ar: titleAr }).strict(),
    z
      .object({
        kind: z.literal('carousel'),
        title: text('A carousel title', 100),
        title_ar: titleAr,
        categories: z.array(z.string().trim().min(1).max(140)).max(20).default([]),
      })
      .strict(),
  ],
  { error: 'kind must be slider, categories-grid or carousel' },
);
export type HomeBlockInput = z.infer<typeof homeBlockSchema>;

export const homeBlocksBody = z.object({ blocks: z.array(homeBlockSchema).max(30, 'At most 30 blocks') }).strict();
