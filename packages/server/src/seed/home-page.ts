import type { Language } from '@shop/domain/language';
import type { Insertable } from 'kysely';
import { HOME_PAGE_NAME } from '@shop/domain/store';
import type { WebPageBlockTable, WebPageTable } from '../db/schema';
import { artKey } from './art/keys';
import { BRANDS } from './data/brands';
import { timestamp } from './text';

export interface BannerSeed {
  slug: string;
  headline: string;
  subline: string;
  /** The banner's words in Arabic (its alt text for Arabic readers). */
  headlineAr: string;
  sublineAr: string;
  cta: string;
  ctaAr: string;
  link: string;
  /** Background gradient from → to, and the accent colour of the call to action. */
  colors: [string, string, string];
}

const shop = (category: string) => `/shop?category=${encodeURIComponent(category)}`;

export const BANNERS: readonly BannerSeed[] = [
  {
    slug: 'vitamin-c-week',
    headlineAr: 'أسبوع فيتامين سي',
    sublineAr: 'خصم حتى 30% على سيرومات التفتيح',
    headline: 'Vitamin C Week',
    subline: 'Up to 30% off brightening serums',
    cta: 'Shop Serums',
    ctaAr: 'تسوّق السيرومات',
    link: shop('Serums'),
    colors: ['#fde6cf', '#f7b98b', '#b4532a'],
  },
  {
    slug: 'offers',
    headlineAr: 'عروض هذا الشهر',
    sublineAr: 'اشترِ 1 واحصل على 1 مجاناً وعروض أخرى',
    headline: 'This Month’s Offers',
    subline: 'Buy 1 Get 1 Free and more deals',
    cta: 'See all offers',
    ctaAr: 'شاهد كل العروض',
    link: shop('Offers'),
    colors: ['#fbd5e0', '#e98aa8', '#9c2952'],
  },
  {
    slug: 'oud-signatures',
    headlineAr: 'توقيعات العود والعنبر',
    sublineAr: 'عطور ممزوجة باللبان العماني',
    headline: 'Oud & Amber Signatures',
    subline: 'Perfumes blended with Omani frankincense',
    cta: 'Discover Fragrance',
    ctaAr: 'اكتشف العطور',
    link: shop('Fragrance'),
    colors: ['#efe1cf', '#b58a5c', '#5a3a22'],
  },
  {
    slug: 'summer-sun-care',
    headlineAr: 'مصمم لصيف عُمان',
    sublineAr: 'حماية SPF 50+ دون أثر أبيض',
    headline: 'Made for Omani Summers',
    subline: 'SPF 50+ with no white cast',
    cta: 'Shop Sun Care',
    ctaAr: 'تسوّق واقيات الشمس',
    link: shop('Sun Care'),
    colors: ['#fff3c4', '#ffc857', '#a35f00'],
  },
];

/** A banner's art: its words are drawn in, so Arabic pages get their own (banner_N_ar), right to left. */
export const bannerKey = (banner: BannerSeed, device: 'desktop' | 'mobile', language: Language = 'en') =>
  artKey('banners', `${banner.slug}-${device}${language === 'ar' ? '-ar' : ''}`);

/** Product carousels on the home page: title and the categories they draw from. */
const CAROUSELS: readonly { title: string; title_ar: string; categories: string[] }[] = [
  { title: 'New Arrivals', title_ar: 'وصل حديثاً', categories: [] },
  { title: 'Best of Skin Care', title_ar: 'الأفضل للعناية بالبشرة', categories: ['Skin Care'] },
  { title: 'Fragrance Picks', title_ar: 'مختارات العطور', categories: ['Fragrance'] },
  { title: 'Makeup Must-Haves', title_ar: 'أساسيات المكياج', categories: ['Makeup'] },
  { title: 'Hair Care Heroes', title_ar: 'نجوم العناية بالشعر', categories: ['Hair Care'] },
];

export interface HomePageRows {
  page: Insertable<WebPageTable>;
  blocks: Omit<Insertable<WebPageBlockTable>, 'id'>[];
  brands: { parent: string; idx: number; brand: string }[];
}

/** The home Web Page, named HOME_PAGE_NAME (SPEC §7 'Web Page/{product}-home-page', defined once in the domain). */
export function homePageRows(now: Date, urlOf: (key: string) => string): HomePageRows {
  const at = timestamp(now);
  const slider: Record<string, string> = { title: 'Glow season at Gulf Glow', title_ar: 'موسم الإشراقة في غلف غلو' };
  BANNERS.forEach((banner, i) => {
    slider[`banner_${i + 1}`] = urlOf(bannerKey(banner, 'desktop'));
    slider[`mobile_banner_${i + 1}`] = urlOf(bannerKey(banner, 'mobile'));
    slider[`banner_${i + 1}_ar`] = urlOf(bannerKey(banner, 'desktop', 'ar'));
    slider[`mobile_banner_${i + 1}_ar`] = urlOf(bannerKey(banner, 'mobile', 'ar'));
    slider[`link_banner_${i + 1}`] = banner.link;
    slider[`alt_banner_${i + 1}`] = `${banner.headline}: ${banner.subline}`;
    slider[`alt_banner_${i + 1}_ar`] = `${banner.headlineAr}: ${banner.sublineAr}`;
  });
  const parent = HOME_PAGE_NAME;
  const blocks: HomePageRows['blocks'] = [
    { parent, idx: 1, web_template: 'SS Slider', size: null, web_template_values: JSON.stringify(slider) },
    {
      parent,
      idx: 2,
      web_template: 'SS Categories Grid',
      size: null,
      web_template_values: JSON.stringify({ title: 'Shop by Category', title_ar: 'تسوّق حسب الفئة' }),
    },
    ...CAROUSELS.map((c, i) => ({
      parent,
      idx: 3 + i,
      web_template: 'SS Product Carousel',
      size: null,
      web_template_values: JSON.stringify({ title: c.title, title_ar: c.title_ar, categories: c.categories }),
    })),
  ];
  const brands = BRANDS.filter((b) => b.showOnWebsite === 1)
    .slice(0, 12)
    .map((b, i) => ({ parent, idx: i + 1, brand: b.name }));
  return {
    page: { name: parent, title: 'Gulf Glow — Home', route: 'home', published: 1, creation: at, modified: at },
    blocks,
    brands,
  };
}
