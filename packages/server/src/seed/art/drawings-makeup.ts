import { escapeXml } from '../text';
import { darken, isLight, lighten, luminance, mix } from './colors';
import { type Drawing, label, type Pack, shine } from './pack';

/** The colour of the product itself: the pack's, or on a white pack the brand's accent (its cap). */
const shadeOf = (p: Pack) => (luminance(p.body) > 235 ? p.cap : p.body);

/** An applicator drawn out of its pack, leaning on it: the cap as handle, a stem, then `tip`. */
function applicator(p: Pack, tip: string, stem: string): string {
  return `<g transform="rotate(14 370 500)">
<rect x="340" y="90" width="60" height="190" rx="12" fill="url(#${p.id}c)"/>
<rect x="365" y="278" width="10" height="150" fill="${stem}"/>
${tip}</g>`;
}

/** Lipsticks, glosses, mascaras, pencils, powders, palettes and polish. */
export const MAKEUP_DRAWINGS = {
  lipstick: (p) => `<path d="M262 170 Q262 120 314 96 L338 96 L338 250 L262 250 Z" fill="${shadeOf(p)}"/>
<rect x="252" y="246" width="96" height="60" rx="4" fill="url(#${p.id}c)"/>
<rect x="242" y="300" width="116" height="220" rx="10" fill="url(#${p.id}c)"/>
${label(p, 254, 352, 92, 120, 0.7)}${shine(250, 310, 190)}`,
  // A clear tube of coloured gloss; its doe-foot applicator beside it.
  wand: (p) => `<rect x="206" y="206" width="60" height="30" rx="4" fill="${darken(p.cap, 0.2)}"/>
<rect x="186" y="230" width="100" height="290" rx="22" fill="${darken(p.body, 0.05)}"/>
<rect x="186" y="230" width="100" height="290" rx="22" fill="url(#${p.id}g)" opacity="0.55"/>
${label(p, 196, 320, 80, 110, 0.6)}${shine(196, 246, 250)}
${applicator(p, `<path d="M358 428 L382 428 Q396 468 370 506 Q346 468 358 428 Z" fill="${darken(shadeOf(p), 0.1)}"/>`, '#d9d4d0')}`,
  // An opaque tube; the wand drawn out shows its bristle brush.
  mascara: (p) => `<rect x="210" y="176" width="52" height="32" rx="4" fill="#9a9499"/>
<rect x="186" y="202" width="100" height="318" rx="40" fill="url(#${p.id}b)"/>
${label(p, 196, 300, 80, 110, 0.6)}${shine(200, 230, 260)}
${applicator(
  p,
  `<rect x="360" y="420" width="20" height="90" rx="8" fill="#1d1a1c"/>
<path d="${Array.from({ length: 11 }, (_, i) => `M344 ${424 + i * 8} h52`).join(' ')}" stroke="#1d1a1c" stroke-width="4" stroke-linecap="round"/>`,
  '#8d878b',
)}`,
  // A long pencil, sharpened, lying on the diagonal.
  pencil: (p) => {
    const ink = isLight(p.body) ? darken(p.body, 0.6) : '#ffffff';
    const caption = p.caption.length > 18 ? p.caption.split(' ')[0]! : p.caption;
    return `<g transform="rotate(-32 300 330)">
<rect x="70" y="296" width="48" height="68" rx="8" fill="url(#${p.id}c)"/>
<rect x="114" y="296" width="330" height="68" fill="${p.body}"/>
<rect x="114" y="306" width="330" height="12" fill="#ffffff" opacity="0.3"/>
<path d="M444 296 L536 330 L444 364 Z" fill="#e9c79a"/>
<path d="M504 318.2 L536 330 L504 341.8 Z" fill="${darken(shadeOf(p), 0.35)}"/>
<text x="280" y="340" font-family="sans-serif" font-size="24" letter-spacing="2" fill="${ink}" text-anchor="middle">${escapeXml(caption.toUpperCase())}</text>
</g>`;
  },
  compact: (p) => `<ellipse cx="300" cy="500" rx="190" ry="28" fill="${darken(p.cap, 0.3)}"/>
<circle cx="300" cy="330" r="190" fill="url(#${p.id}c)"/>
<circle cx="300" cy="330" r="160" fill="${shadeOf(p)}"/>
<circle cx="300" cy="330" r="160" fill="url(#${p.id}g)" opacity="0.6"/>
${label(p, 230, 270, 140, 120)}`,
  // An open palette: mirror in the lid, six pans of shades.
  palette: (p) => {
    const shade = shadeOf(p);
    const shades = [
      lighten(shade, 0.55),
      lighten(shade, 0.25),
      shade,
      mix(shade, '#d8b66a', 0.5),
      darken(shade, 0.25),
      darken(shade, 0.5),
    ];
    const pans = shades
      .map(
        (shade, i) =>
          `<rect x="${160 + (i % 3) * 96}" y="${336 + Math.floor(i / 3) * 82}" width="84" height="70" rx="10" fill="${shade}" stroke="${darken(p.cap, 0.3)}" stroke-width="2"/>`,
      )
      .join('');
    return `<rect x="136" y="104" width="328" height="196" rx="16" fill="url(#${p.id}c)"/>
<rect x="154" y="120" width="292" height="164" rx="10" fill="${lighten(p.cap, 0.75)}"/>
<path d="M190 284 L290 120 L330 120 L230 284 Z" fill="#ffffff" opacity="0.45"/>
${label(p, 360, 136, 72, 84, 0.6)}
<rect x="136" y="296" width="328" height="12" fill="${darken(p.cap, 0.3)}"/>
<rect x="136" y="306" width="328" height="214" rx="16" fill="url(#${p.id}c)"/>${pans}`;
  },
  nail: (p) => `<rect x="272" y="96" width="56" height="190" rx="10" fill="url(#${p.id}c)"/>
<rect x="262" y="280" width="76" height="24" rx="4" fill="${darken(p.cap, 0.2)}"/>
<rect x="206" y="300" width="188" height="220" rx="44" fill="url(#${p.id}b)"/>
${label(p, 240, 350, 120, 120, 0.8)}${shine(222, 318, 180)}`,
} satisfies Record<string, Drawing>;
