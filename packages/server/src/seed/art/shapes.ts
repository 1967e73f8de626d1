import type { Shape } from '../data/template-types';
import { escapeXml } from '../text';
import { darken, isLight, lighten, mix } from './colors';

/**
 * Packshots drawn in SVG: each shape stands on y = 520 around x = 300 on a 600 × 600 canvas.
 * `id` prefixes gradient ids so several packs can share one SVG (banners).
 */
export interface Pack {
  id: string;
  shape: Shape;
  /** Main colour of the pack. */
  body: string;
  /** Cap, pump or lid colour. */
  cap: string;
  /** Label background. */
  label: string;
  /** Big letter on the label (the brand initial). */
  initial: string;
  /** Small words under the initial (the brand name). */
  caption: string;
}

function defs(p: Pack): string {
  const glassEdge = darken(p.body, 0.15);
  return `<defs>
<linearGradient id="${p.id}b" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${darken(p.body, 0.18)}"/><stop offset="0.35" stop-color="${lighten(p.body, 0.25)}"/><stop offset="0.6" stop-color="${p.body}"/><stop offset="1" stop-color="${darken(p.body, 0.28)}"/></linearGradient>
<linearGradient id="${p.id}c" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${darken(p.cap, 0.25)}"/><stop offset="0.4" stop-color="${lighten(p.cap, 0.3)}"/><stop offset="1" stop-color="${darken(p.cap, 0.35)}"/></linearGradient>
<linearGradient id="${p.id}g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${lighten(p.body, 0.55)}" stop-opacity="0.95"/><stop offset="0.5" stop-color="${lighten(p.body, 0.2)}" stop-opacity="0.9"/><stop offset="1" stop-color="${glassEdge}" stop-opacity="0.95"/></linearGradient>
</defs>`;
}

function label(p: Pack, x: number, y: number, w: number, h: number, size = 1): string {
  const ink = isLight(p.label) ? darken(p.body, 0.55) : '#ffffff';
  const cx = x + w / 2;
  const caption = p.caption.length > 13 ? p.caption.split(' ')[0]! : p.caption;
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${6 * size}" fill="${p.label}" opacity="0.95"/>
<text x="${cx}" y="${y + h * 0.56}" font-family="serif" font-size="${Math.round(h * 0.5)}" font-weight="bold" fill="${ink}" text-anchor="middle">${escapeXml(p.initial)}</text>
<text x="${cx}" y="${y + h * 0.84}" font-family="sans-serif" font-size="${Math.max(9, Math.round(Math.min(h * 0.13, (w * 1.5) / caption.length)))}" letter-spacing="1.5" fill="${ink}" text-anchor="middle">${escapeXml(caption.toUpperCase())}</text>`;
}

const shine = (x: number, y: number, h: number) =>
  `<rect x="${x}" y="${y}" width="10" height="${h}" rx="5" fill="#ffffff" opacity="0.35"/>`;

const SHAPES: Record<Shape, (p: Pack) => string> = {
  dropper: (p) => `<ellipse cx="300" cy="168" rx="26" ry="40" fill="${darken(p.cap, 0.1)}"/>
<rect x="272" y="196" width="56" height="70" rx="6" fill="url(#${p.id}c)"/>
<rect x="214" y="262" width="172" height="258" rx="34" fill="url(#${p.id}g)"/>
${label(p, 232, 330, 136, 130)}${shine(228, 282, 200)}`,
  jar: (p) => `<rect x="150" y="286" width="300" height="72" rx="14" fill="url(#${p.id}c)"/>
<rect x="160" y="350" width="280" height="170" rx="36" fill="url(#${p.id}b)"/>
${label(p, 220, 372, 160, 126)}${shine(176, 366, 120)}`,
  tube: (p) => `<path d="M206 118 L394 118 L394 140 L370 440 L230 440 L206 140 Z" fill="url(#${p.id}b)"/>
<rect x="200" y="106" width="200" height="20" rx="3" fill="${darken(p.body, 0.2)}"/>
<rect x="232" y="436" width="136" height="84" rx="10" fill="url(#${p.id}c)"/>
${label(p, 240, 210, 120, 150)}${shine(222, 150, 230)}`,
  pump: (p) => `<rect x="286" y="120" width="100" height="22" rx="8" fill="url(#${p.id}c)"/>
<rect x="282" y="136" width="36" height="64" rx="4" fill="url(#${p.id}c)"/>
<rect x="262" y="196" width="76" height="50" rx="8" fill="url(#${p.id}c)"/>
<rect x="200" y="240" width="200" height="280" rx="40" fill="url(#${p.id}b)"/>
${label(p, 226, 310, 148, 150)}${shine(216, 262, 230)}`,
  bottle: (p) => `<rect x="262" y="128" width="76" height="62" rx="10" fill="url(#${p.id}c)"/>
<path d="M270 186 L330 186 L330 214 Q394 232 394 290 L394 500 Q394 520 374 520 L226 520 Q206 520 206 500 L206 290 Q206 232 270 214 Z" fill="url(#${p.id}g)"/>
${label(p, 226, 320, 148, 150)}${shine(222, 280, 210)}`,
  perfume: (p) => `<rect x="254" y="118" width="92" height="78" rx="8" fill="url(#${p.id}c)"/>
<rect x="282" y="192" width="36" height="30" fill="${darken(p.cap, 0.2)}"/>
<path d="M186 232 L414 232 L438 266 L438 490 L414 520 L186 520 L162 490 L162 266 Z" fill="url(#${p.id}g)"/>
<path d="M200 250 L400 250 L418 276 L418 480 L400 502 L200 502 L182 480 L182 276 Z" fill="${lighten(p.body, 0.35)}" opacity="0.35"/>
${label(p, 220, 314, 160, 130)}${shine(190, 270, 210)}`,
  aerosol: (p) => `<rect x="240" y="104" width="120" height="88" rx="14" fill="url(#${p.id}c)"/>
<path d="M226 214 Q300 176 374 214 Z" fill="${darken(p.body, 0.25)}"/>
<rect x="222" y="210" width="156" height="310" rx="16" fill="url(#${p.id}b)"/>
${label(p, 240, 290, 120, 160)}${shine(234, 226, 270)}`,
  lipstick: (p) => `<path d="M262 170 Q262 120 314 96 L338 96 L338 250 L262 250 Z" fill="${p.body}"/>
<rect x="252" y="246" width="96" height="60" rx="4" fill="url(#${p.id}c)"/>
<rect x="242" y="300" width="116" height="220" rx="10" fill="url(#${p.id}c)"/>
${label(p, 254, 352, 92, 120, 0.7)}${shine(250, 310, 190)}`,
  compact: (p) => `<ellipse cx="300" cy="500" rx="190" ry="28" fill="${darken(p.cap, 0.3)}"/>
<circle cx="300" cy="330" r="190" fill="url(#${p.id}c)"/>
<circle cx="300" cy="330" r="160" fill="${p.body}"/>
<circle cx="300" cy="330" r="160" fill="url(#${p.id}g)" opacity="0.6"/>
${label(p, 230, 270, 140, 120)}`,
  nail: (p) => `<rect x="272" y="96" width="56" height="190" rx="10" fill="url(#${p.id}c)"/>
<rect x="262" y="280" width="76" height="24" rx="4" fill="${darken(p.cap, 0.2)}"/>
<rect x="206" y="300" width="188" height="220" rx="44" fill="url(#${p.id}b)"/>
${label(p, 240, 350, 120, 120, 0.8)}${shine(222, 318, 180)}`,
  stick: (p) => `<rect x="240" y="150" width="120" height="110" rx="40" fill="url(#${p.id}c)"/>
<rect x="232" y="252" width="136" height="268" rx="22" fill="url(#${p.id}b)"/>
${label(p, 248, 320, 104, 140, 0.8)}${shine(244, 266, 230)}`,
};

/** The pack's SVG elements (with their gradients), including a soft floor shadow. */
export function packSvg(p: Pack): string {
  return `${defs(p)}<ellipse cx="300" cy="524" rx="170" ry="16" fill="#000000" opacity="0.12"/>${SHAPES[p.shape](p)}`;
}

/** Colours for the brand's pack, by variant: coloured pack, tinted pack, or white pack. */
export function packColors(colors: [string, string], variant: number): Pick<Pack, 'body' | 'cap' | 'label'> {
  const [light, accent] = colors;
  switch (variant % 3) {
    case 0:
      return { body: accent, cap: '#d8b66a', label: lighten(light, 0.6) };
    case 1:
      return { body: mix(light, accent, 0.35), cap: darken(accent, 0.35), label: '#ffffff' };
    default:
      return { body: '#f7f5f2', cap: accent, label: lighten(light, 0.3) };
  }
}
