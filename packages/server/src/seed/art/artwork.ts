import type { Language } from '@shop/domain/language';
import type { BrandSeed } from '../data/brands';
import type { Shape } from '../data/product-types';
import type { BannerSeed } from '../home-page';
import { escapeXml } from '../text';
import { darken, isLight, lighten, mix } from './colors';
import { type Pack, packColors, packSvg } from './shapes';

/** SVG sources of every generated image; sizes in pixels. */
const SIZES = {
  product: [600, 600],
  category: [480, 480],
  brand: [480, 240],
  bannerDesktop: [1600, 500],
  bannerMobile: [800, 800],
} as const;

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

function brandPack(id: string, brand: BrandSeed, shape: Shape, variant: number): Pack {
  return { id, shape, ...packColors(brand.colors, variant), initial: brand.name.charAt(0), caption: brand.name };
}

/** A packshot on a soft studio background in the brand's colours. */
export function productSvg(brand: BrandSeed, shape: Shape, variant: number): string {
  const [w, h] = SIZES.product;
  const [light, accent] = brand.colors;
  const back = variant % 3 === 2 ? lighten(accent, 0.75) : lighten(light, 0.35);
  return svg(
    w,
    h,
    `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${back}"/></radialGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="470" cy="120" r="70" fill="${lighten(accent, 0.6)}" opacity="0.5"/>
<circle cx="120" cy="440" r="46" fill="${lighten(accent, 0.5)}" opacity="0.35"/>
${packSvg(brandPack('p', brand, shape, variant))}`,
  );
}

const CATEGORY_COLORS: Record<string, [string, string]> = {
  'Skin Care': ['#fde8dc', '#d9825b'],
  Makeup: ['#f9dde8', '#b9457a'],
  'Hair Care': ['#e2ecf7', '#3f73a8'],
  Fragrance: ['#f1e5d4', '#8a5a2b'],
  'Body Care': ['#e6f2e1', '#5a8f45'],
  'Sun Care': ['#fff1c9', '#d48a00'],
  "Men's Grooming": ['#e3e6ea', '#34404f'],
};

/**
 * A category tile: its typical pack, label blank, on the colour of its top-level category. It
 * carries no words: the page writes the category's name beneath it in the page's language.
 */
export function categorySvg(top: string, shape: Shape, index = 0): string {
  const [w, h] = SIZES.category;
  const [light, accent] = CATEGORY_COLORS[top] ?? ['#eeeeee', '#777777'];
  // Siblings get a lighter or deeper shade of the family colour.
  const body = [accent, mix(accent, light, 0.45), darken(accent, 0.2)][index % 3]!;
  const pack: Pack = {
    id: 'c',
    shape,
    body,
    cap: darken(accent, 0.35),
    label: lighten(light, 0.5),
    initial: '',
    caption: '',
  };
  return svg(
    w,
    h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(light, 0.4)}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="240" cy="240" r="170" fill="#ffffff" opacity="0.55"/>
<g transform="translate(30 20) scale(0.7)">${packSvg(pack)}</g>`,
  );
}

/** A brand's wordmark: its name in its accent colour on a light tint. */
export function brandSvg(brand: BrandSeed): string {
  const [w, h] = SIZES.brand;
  const [light, accent] = brand.colors;
  const size = brand.name.length > 16 ? 34 : 42;
  return svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="${lighten(light, 0.5)}"/>
<text x="${w / 2}" y="${h / 2 + size / 3}" font-family="serif" font-size="${size}" font-weight="bold" fill="${darken(accent, 0.2)}" text-anchor="middle">${escapeXml(brand.name)}</text>
<rect x="${w / 2 - 40}" y="${h / 2 + size / 3 + 30}" width="80" height="4" rx="2" fill="${accent}"/>`,
  );
}

/** Three packs of a banner, drawn from the brands list. */
function bannerPacks(banner: BannerSeed, brands: readonly BrandSeed[], shapes: readonly Shape[]): Pack[] {
  return shapes.map((shape, i) => {
    const brand = brands[(banner.slug.length + i * 7) % brands.length]!;
    return brandPack(`b${i}`, brand, shape, i);
  });
}

/** The width of the canvas a pack is drawn on (packSvg), for placing a scaled pack. */
const PACK_CANVAS = 480;

const BANNER_SHAPES: Record<string, Shape[]> = {
  'vitamin-c-week': ['dropper', 'jar', 'dropper'],
  offers: ['pump', 'lipstick', 'tube'],
  'oud-signatures': ['perfume', 'perfume', 'bottle'],
  'summer-sun-care': ['tube', 'bottle', 'tube'],
};

/**
 * Headline, subline and a call-to-action pill over a gradient, with a cluster of packs. In
 * Arabic the words are Arabic and read right to left: on desktop they stand at the right and the
 * packs move to the left (mirrored places, the packs themselves not flipped).
 */
export function bannerSvg(
  banner: BannerSeed,
  device: 'desktop' | 'mobile',
  brands: readonly BrandSeed[],
  language: Language = 'en',
): string {
  const arabic = language === 'ar';
  const words = arabic
    ? { headline: banner.headlineAr, subline: banner.sublineAr, cta: banner.ctaAr }
    : { headline: banner.headline, subline: banner.subline, cta: banner.cta };
  const [w, h] = device === 'desktop' ? SIZES.bannerDesktop : SIZES.bannerMobile;
  const [from, to, ink] = banner.colors;
  const text = isLight(to) ? darken(ink, 0.25) : '#ffffff';
  const packs = bannerPacks(banner, brands, BANNER_SHAPES[banner.slug] ?? ['jar', 'dropper', 'tube']);
  const place =
    device === 'desktop'
      ? [
          [1050, 90, 0.62],
          [1190, 50, 0.7],
          [1330, 100, 0.58],
        ]
      : [
          [120, 380, 0.62],
          [250, 330, 0.72],
          [400, 390, 0.6],
        ];
  const mirrored = arabic && device === 'desktop';
  const packX = (x: number, scale: number) => (mirrored ? w - x - PACK_CANVAS * scale : x);
  const cluster = packs
    .map((p, i) => {
      const [px = 0, py = 0, scale = 1] = place[i] ?? [];
      return `<g transform="translate(${packX(px, scale)} ${py}) scale(${scale})">${packSvg(p)}</g>`;
    })
    .join('');
  const x = device === 'desktop' ? (mirrored ? w - 110 : 110) : 400;
  const anchor = device === 'desktop' ? 'start' : 'middle';
  const direction = arabic ? ' direction="rtl"' : '';
  // Headline size shrinks with its length so it never runs into the packs or off the canvas.
  const headSize = Math.min(
    device === 'desktop' ? 72 : 60,
    Math.floor((device === 'desktop' ? 1900 : 1150) / words.headline.length),
  );
  const [headY, subY, ctaY, subSize] = device === 'desktop' ? [200, 262, 320, 32] : [130, 196, 236, 30];
  const ctaWidth = words.cta.length * 15 + 64;
  const ctaX = device === 'desktop' ? (mirrored ? x - ctaWidth : x) : x - ctaWidth / 2;
  const headFont = arabic ? 'sans-serif' : 'serif';
  return svg(
    w,
    h,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>
<circle cx="${device === 'desktop' ? (mirrored ? 350 : 1250) : 400}" cy="${device === 'desktop' ? 260 : 560}" r="${device === 'desktop' ? 260 : 300}" fill="#ffffff" opacity="0.3"/>
<circle cx="${device === 'desktop' ? (mirrored ? 1520 : 80) : 700}" cy="${device === 'desktop' ? 440 : 90}" r="90" fill="#ffffff" opacity="0.18"/>
${cluster}
<text x="${x}" y="${headY}"${direction} font-family="${headFont}" font-size="${headSize}" font-weight="bold" fill="${text}" text-anchor="${anchor}">${escapeXml(words.headline)}</text>
<text x="${x}" y="${subY}"${direction} font-family="sans-serif" font-size="${subSize}" fill="${text}" text-anchor="${anchor}">${escapeXml(words.subline)}</text>
<rect x="${ctaX}" y="${ctaY}" width="${ctaWidth}" height="56" rx="28" fill="${ink}"/>
<text x="${ctaX + ctaWidth / 2}" y="${ctaY + 36}" font-family="sans-serif" font-size="24" font-weight="bold" fill="#ffffff" text-anchor="middle"${direction}>${escapeXml(words.cta)}</text>`,
  );
}
