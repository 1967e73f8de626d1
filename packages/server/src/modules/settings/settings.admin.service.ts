import { toBaisa } from '@shop/domain/money';
import { CLIENT_LIMITS_SETTING, clientLimitsFromSetting } from '@shop/domain/client-limits';
import { ORDER_LIMITS_SETTING, orderLimitsFromSetting } from '@shop/domain/order-limits';
import { processClientLimits } from '../../config/client-limit-settings';
import { HOME_PAGE_NAME } from '@shop/domain/store';
import type { AdminHomeBlock, AdminSettings, MediaFile } from '@shop/domain/schemas/admin-replies';
import type { ImageStorage } from '../../adapters/image-storage';
import type { Db } from '../../db/connection';
import { toTimestamp } from '../../db/time';
import { badRequest, notFound } from '../../errors';
import { type AuditActor, auditAmount, auditChanges, recordAudit } from '../audit/audit-log';
import { type UploadedFile, deleteImages, storeWebpImages } from '../catalog/image-upload.admin';
import { bumpCatalogVersion } from '../resource/resource-cache';
import type { HomeBlockInput, SettingsPatch } from '@shop/domain/schemas/admin-settings';
import { invalidateSiteSettings } from './settings.service';
import { sanitizeShopHtml } from './shop-html';

const sanitizeDeliveryInfo = sanitizeShopHtml;

function parse(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const sections = <T>(value: unknown): T[] => {
  const list = (value as { sections?: unknown } | undefined)?.sections;
  return Array.isArray(list) ? (list as T[]) : [];
};

export async function readAdminSettings(db: Db): Promise<AdminSettings> {
  const rows = await db.kysely
    .selectFrom('site_setting')
    .select(['key', 'value'])
    .where('key', 'in', [
      'free_shipping_above',
      'delivery_info',
      'delivery_info_ar',
      'pickup_times',
      'outlets',
      ORDER_LIMITS_SETTING,
      CLIENT_LIMITS_SETTING,
    ])
    .execute();
  const byKey = new Map(rows.map((r) => [r.key, parse(r.value)]));
  const free = byKey.get('free_shipping_above');
  const info = byKey.get('delivery_info');
  const infoAr = byKey.get('delivery_info_ar');
  return {
    free_shipping_above: typeof free === 'number' ? free : 20,
    delivery_info: typeof info === 'string' ? info : '',
    delivery_info_ar: typeof infoAr === 'string' ? infoAr : '',
    pickup_times: sections<{ value: string; label?: string; label_ar?: string }>(byKey.get('pickup_times')).map(
      (t) => ({
        value: String(t.value),
        label: String(t.label ?? t.value),
        label_ar: String(t.label_ar ?? ''),
      }),
    ),
    outlets: sections<Partial<AdminSettings['outlets'][number]>>(byKey.get('outlets')).map((o) => ({
      name: String(o.name ?? ''),
      name_ar: String(o.name_ar ?? ''),
      address: String(o.address ?? ''),
      hours: String(o.hours ?? ''),
      phone: String(o.phone ?? ''),
      default: Boolean(o.default),
    })),
    order_limits: orderLimitsFromSetting(byKey.get(ORDER_LIMITS_SETTING)),
    client_limits: clientLimitsFromSetting(byKey.get(CLIENT_LIMITS_SETTING), processClientLimits()),
  };
}

/** A stored setting as the audit log shows it: the free-shipping threshold (rial) as an OMR amount, the rest as stored. */
function auditedSetting(key: string, json: string): string {
  const rial = key === 'free_shipping_above' ? Number(json) : Number.NaN;
  return Number.isFinite(rial) ? auditAmount(toBaisa(rial)) : json;
}

/**
 * A setting's audited fields (undefined: not stored): the request limits one by one
 * (`client_limits.reviews_per_device`, the environment's where not stored), any other whole.
 */
function auditedFields(key: string, json: string | undefined): [string, string | number | null][] {
  if (key === CLIENT_LIMITS_SETTING) {
    return Object.entries(clientLimitsFromSetting(parse(json), processClientLimits())).map(([name, value]) => [
      `${key}.${name}`,
      value,
    ]);
  }
  return json === undefined ? [] : [[key, auditedSetting(key, json)]];
}

/**
 * Writes the changed settings as site_setting rows (JSON, in the shapes the storefront reads:
 * free_shipping_above in rial, pickup_times/outlets as {sections}) in one transaction, then drops
 * every cached copy of the global settings in this process.
 */
export async function updateAdminSettings(
  db: Db,
  patch: SettingsPatch,
  actor: AuditActor,
  now = new Date(),
): Promise<AdminSettings> {
  const values: Record<string, unknown> = {};
  if (patch.free_shipping_above !== undefined) values.free_shipping_above = patch.free_shipping_above / 1000;
  if (patch.delivery_info !== undefined) {
    const clean = sanitizeDeliveryInfo(patch.delivery_info);
    if (!clean) throw badRequest('The delivery info must not be empty.');
    values.delivery_info = clean;
  }
  const deletes: string[] = [];
  if (patch.delivery_info_ar !== undefined) {
    const clean = sanitizeDeliveryInfo(patch.delivery_info_ar);
    if (clean) values.delivery_info_ar = clean;
    else deletes.push('delivery_info_ar');
  }
  if (patch.pickup_times)
    values.pickup_times = {
      sections: patch.pickup_times.map(({ label_ar, ...time }) => (label_ar ? { ...time, label_ar } : time)),
    };
  if (patch.order_limits)
    values[ORDER_LIMITS_SETTING] = { ...(await readAdminSettings(db)).order_limits, ...patch.order_limits };
  if (patch.client_limits)
    values[CLIENT_LIMITS_SETTING] = { ...(await readAdminSettings(db)).client_limits, ...patch.client_limits };
  if (patch.outlets) {
    const hasDefault = patch.outlets.some((o) => o.default);
    values.outlets = {
      sections: patch.outlets.map(({ name_ar, ...o }, i) => ({
        ...o,
        ...(name_ar ? { name_ar } : {}),
        default: hasDefault ? o.default : i === 0,
      })),
    };
  }
  const at = toTimestamp(now);
  await db.kysely.transaction().execute(async (trx) => {
    const keys = [...deletes, ...Object.keys(values)];
    const stored = keys.length
      ? await trx.selectFrom('site_setting').select(['key', 'value']).where('key', 'in', keys).execute()
      : [];
    const storedValue = new Map(stored.map((row) => [row.key, row.value]));
    const before = Object.fromEntries(keys.flatMap((key) => auditedFields(key, storedValue.get(key))));
    const after = Object.fromEntries(
      keys.flatMap((key) => (key in values ? auditedFields(key, JSON.stringify(values[key])) : [[key, null]])),
    );
    const changes = auditChanges(before, after, [...new Set([...Object.keys(before), ...Object.keys(after)])]);
    if (changes) {
      const changed = [...new Set(Object.keys(changes.after).map((field) => field.split('.')[0]!))];
      await recordAudit(trx, actor, {
        action: 'settings.change',
        target: { type: 'site_setting', id: changed.join(',') },
        ...changes,
      });
    }
    if (deletes.length) await trx.deleteFrom('site_setting').where('key', 'in', deletes).execute();
    for (const [key, value] of Object.entries(values)) {
      await trx
        .insertInto('site_setting')
        .values({ key, value: JSON.stringify(value), modified: at })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), modified: at }))
        .execute();
    }
  });
  invalidateSiteSettings();
  return readAdminSettings(db);
}

const CAROUSEL_TEMPLATE = 'SS Product Carousel';

function toAdminBlock(row: { web_template: string; size: string | null; web_template_values: string }): AdminHomeBlock {
  const values = (parse(row.web_template_values) ?? {}) as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  if (row.web_template === 'SS Slider') {
    const numbers = Object.keys(values)
      .map((k) => /^banner_(\d+)$/.exec(k)?.[1])
      .filter((n): n is string => n !== undefined)
      .map(Number)
      .sort((a, b) => a - b);
    return {
      web_template: row.web_template,
      kind: 'slider',
      title: str(values.title),
      title_ar: str(values.title_ar),
      size: row.size,
      banners: numbers.map((n) => ({
        image: str(values[`banner_${n}`]),
        mobile_image: str(values[`mobile_banner_${n}`]),
        image_ar: str(values[`banner_${n}_ar`]),
        mobile_image_ar: str(values[`mobile_banner_${n}_ar`]),
        link: str(values[`link_banner_${n}`]),
        alt: str(values[`alt_banner_${n}`]),
        alt_ar: str(values[`alt_banner_${n}_ar`]),
      })),
    };
  }
  if (row.web_template === 'SS Categories Grid')
    return {
      web_template: row.web_template,
      kind: 'categories-grid',
      title: str(values.title),
      title_ar: str(values.title_ar),
    };
  const categories = Array.isArray(values.categories)
    ? values.categories.filter((c): c is string => typeof c === 'string')
    : [];
  return {
    web_template: row.web_template,
    kind: 'carousel',
    title: str(values.title),
    title_ar: str(values.title_ar),
    categories,
  };
}

function toRow(
  block: HomeBlockInput,
  template: string | undefined,
): { web_template: string; size: string | null; web_template_values: string } {
  if (block.kind === 'slider') {
    const values: Record<string, string> = {};
    if (block.title) values.title = block.title;
    if (block.title_ar) values.title_ar = block.title_ar;
    block.banners.forEach((b, i) => {
      values[`banner_${i + 1}`] = b.image;
      if (b.mobile_image) values[`mobile_banner_${i + 1}`] = b.mobile_image;
      if (b.image_ar) values[`banner_${i + 1}_ar`] = b.image_ar;
      if (b.mobile_image_ar) values[`mobile_banner_${i + 1}_ar`] = b.mobile_image_ar;
      if (b.link) values[`link_banner_${i + 1}`] = b.link;
      if (b.alt) values[`alt_banner_${i + 1}`] = b.alt;
      if (b.alt_ar) values[`alt_banner_${i + 1}_ar`] = b.alt_ar;
    });
    return { web_template: 'SS Slider', size: block.size, web_template_values: JSON.stringify(values) };
  }
  if (block.kind === 'categories-grid')
    return { web_template: 'SS Categories Grid', size: null, web_template_values: JSON.stringify(titles(block)) };
  return {
    web_template: template ?? CAROUSEL_TEMPLATE,
    size: null,
    web_template_values: JSON.stringify({ ...titles(block), categories: block.categories }),
  };
}

/** The title and its Arabic, as web_template_values keys (no title_ar key where none is written). */
const titles = (block: { title: string; title_ar: string }) => ({
  title: block.title,
  ...(block.title_ar ? { title_ar: block.title_ar } : {}),
});

/** Every Ecommerce Category name, top levels first by priority (the choices for a carousel). */
export async function categoryNames(db: Db): Promise<string[]> {
  const rows = await db.kysely.selectFrom('ecommerce_category').select('name').orderBy('lft').limit(1000).execute();
  return rows.map((r) => r.name);
}

export async function readHomeBlocks(db: Db): Promise<AdminHomeBlock[]> {
  const page = await db.kysely
    .selectFrom('web_page')
    .select('name')
    .where('name', '=', HOME_PAGE_NAME)
    .executeTakeFirst();
  if (!page) throw notFound(`No web page ${HOME_PAGE_NAME}`);
  const rows = await db.kysely
    .selectFrom('web_page_block')
    .select(['web_template', 'size', 'web_template_values'])
    .where('parent', '=', HOME_PAGE_NAME)
    .orderBy('idx')
    .orderBy('id')
    .execute();
  return rows.map(toAdminBlock);
}

/**
 * Replaces the home page's blocks with this list, in this order (reorder, edit, add and remove
 * are all one replacement), in one transaction. Carousel categories must exist. The home page is
 * read through the resource service, so the catalog version is bumped.
 */
export async function replaceHomeBlocks(
  db: Db,
  blocks: HomeBlockInput[],
  actor: AuditActor,
  now = new Date(),
): Promise<AdminHomeBlock[]> {
  const wanted = [...new Set(blocks.flatMap((b) => (b.kind === 'carousel' ? b.categories : [])))];
  if (wanted.length) {
    const found = await db.kysely.selectFrom('ecommerce_category').select('name').where('name', 'in', wanted).execute();
    const known = new Set(found.map((f) => f.name));
    const missing = wanted.filter((c) => !known.has(c));
    if (missing.length) throw badRequest(`Unknown categories: ${missing.join(', ')}`);
  }
  await db.kysely.transaction().execute(async (trx) => {
    const page = await trx.selectFrom('web_page').select('name').where('name', '=', HOME_PAGE_NAME).executeTakeFirst();
    if (!page) throw notFound(`No web page ${HOME_PAGE_NAME}`);
    // Keep the carousel template name the page already uses (the seed's, or an ERPNext import's).
    const existing = await trx
      .selectFrom('web_page_block')
      .select('web_template')
      .where('parent', '=', HOME_PAGE_NAME)
      .execute();
    const carouselTemplate = existing
      .map((e) => e.web_template)
      .find((t) => t !== 'SS Slider' && t !== 'SS Categories Grid');
    await recordAudit(trx, actor, {
      action: 'settings.home-blocks',
      target: { type: 'web_page', id: HOME_PAGE_NAME },
      before: { blocks: existing.length },
      after: { blocks: blocks.length },
    });
    await trx.deleteFrom('web_page_block').where('parent', '=', HOME_PAGE_NAME).execute();
    if (blocks.length) {
      await trx
        .insertInto('web_page_block')
        .values(blocks.map((b, i) => ({ parent: HOME_PAGE_NAME, idx: i + 1, ...toRow(b, carouselTemplate) })))
        .execute();
    }
    await trx
      .updateTable('web_page')
      .set({ modified: toTimestamp(now) })
      .where('name', '=', HOME_PAGE_NAME)
      .execute();
  });
  bumpCatalogVersion();
  return readHomeBlocks(db);
}

/** Stores an uploaded banner image (re-encoded as WebP into banners/) with its audit entry; the file is removed if the entry cannot be written. */
export async function uploadBanner(
  db: Db,
  storage: ImageStorage,
  file: UploadedFile,
  actor: AuditActor,
): Promise<MediaFile> {
  const [stored] = await storeWebpImages(storage, 'banners', file.filename.replace(/\.[^.]*$/, ''), [file]);
  try {
    await recordAudit(db.kysely, actor, {
      action: 'media.upload',
      target: { type: 'media', id: stored!.key },
      after: { url: stored!.url },
    });
  } catch (error) {
    await deleteImages(storage, [stored!.key]);
    throw error;
  }
  return { url: stored!.url, folder: 'banners' };
}

/** Images in the media storage's banners/ folder and its top level, for choosing a banner image (product images are not walked). */
export async function listMediaImages(storage: ImageStorage): Promise<MediaFile[]> {
  const filesIn = async (folder: string) =>
    (await storage.list(folder)).map((key) => ({ url: storage.urlOf(key), folder }));
  const [banners, top] = await Promise.all([filesIn('banners'), filesIn('')]);
  return [
    ...banners.sort((a, b) => a.url.localeCompare(b.url)),
    ...top.sort((a, b) => a.url.localeCompare(b.url)),
  ].slice(0, 500);
}
