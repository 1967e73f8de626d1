import type { Shape } from '../data/product-types';
import { escapeXml } from '../text';
import { darken, isLight, lighten } from './colors';

/**
 * A pack to draw, in its colours. Every drawing stands on y = 520 around x = 300 on a 600 × 600
 * canvas; `id` prefixes gradient ids so several packs can share one SVG (banners).
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
  /** Big letter on the label (the brand initial); a blank label has neither it nor the caption. */
  initial: string;
  /** Small words under the initial (the brand name). */
  caption: string;
}

export function defs(p: Pack): string {
  const glassEdge = darken(p.body, 0.15);
  return `<defs>
<linearGradient id="${p.id}b" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${darken(p.body, 0.18)}"/><stop offset="0.35" stop-color="${lighten(p.body, 0.25)}"/><stop offset="0.6" stop-color="${p.body}"/><stop offset="1" stop-color="${darken(p.body, 0.28)}"/></linearGradient>
<linearGradient id="${p.id}c" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${darken(p.cap, 0.25)}"/><stop offset="0.4" stop-color="${lighten(p.cap, 0.3)}"/><stop offset="1" stop-color="${darken(p.cap, 0.35)}"/></linearGradient>
<linearGradient id="${p.id}m" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#8f8a87"/><stop offset="0.4" stop-color="#e8e4e1"/><stop offset="1" stop-color="#7d7874"/></linearGradient>
<linearGradient id="${p.id}g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${lighten(p.body, 0.55)}" stop-opacity="0.95"/><stop offset="0.5" stop-color="${lighten(p.body, 0.2)}" stop-opacity="0.9"/><stop offset="1" stop-color="${glassEdge}" stop-opacity="0.95"/></linearGradient>
</defs>`;
}

export function label(p: Pack, x: number, y: number, w: number, h: number, size = 1): string {
  const ink = isLight(p.label) ? darken(p.body, 0.55) : '#ffffff';
  const cx = x + w / 2;
  const caption = p.caption.length > 13 ? p.caption.split(' ')[0]! : p.caption;
  const panel = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${6 * size}" fill="${p.label}" opacity="0.95"/>`;
  if (!p.initial && !caption) return panel;
  return `${panel}
<text x="${cx}" y="${y + h * 0.56}" font-family="serif" font-size="${Math.round(h * 0.5)}" font-weight="bold" fill="${ink}" text-anchor="middle">${escapeXml(p.initial)}</text>
<text x="${cx}" y="${y + h * 0.84}" font-family="sans-serif" font-size="${Math.max(9, Math.round(Math.min(h * 0.13, (w * 1.5) / caption.length)))}" letter-spacing="1.5" fill="${ink}" text-anchor="middle">${escapeXml(caption.toUpperCase())}</text>`;
}

export const shine = (x: number, y: number, h: number) =>
  `<rect x="${x}" y="${y}" width="10" height="${h}" rx="5" fill="#ffffff" opacity="0.35"/>`;

/** Draws one kind of pack. */
export type Drawing = (p: Pack) => string;
