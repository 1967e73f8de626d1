import { darken, lighten } from './colors';
import { type Drawing, label, shine } from './pack';

/** Bottles, jars, tubes and cans of skin, body, hair and fragrance products. */
export const CARE_DRAWINGS = {
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
  // A fine-mist sprayer under a clear overcap.
  mist: (p) => `<rect x="276" y="150" width="48" height="44" rx="8" fill="url(#${p.id}c)"/>
<circle cx="314" cy="166" r="5" fill="${darken(p.cap, 0.55)}"/>
<rect x="254" y="106" width="92" height="126" rx="30" fill="#ffffff" opacity="0.4" stroke="${darken(p.cap, 0.1)}" stroke-width="3"/>
<rect x="262" y="226" width="76" height="22" rx="4" fill="url(#${p.id}c)"/>
<rect x="214" y="244" width="172" height="276" rx="30" fill="url(#${p.id}g)"/>
${label(p, 232, 318, 136, 140)}${shine(226, 262, 220)}`,
  perfume: (p) => `<rect x="254" y="118" width="92" height="78" rx="8" fill="url(#${p.id}c)"/>
<rect x="282" y="192" width="36" height="30" fill="${darken(p.cap, 0.2)}"/>
<path d="M186 232 L414 232 L438 266 L438 490 L414 520 L186 520 L162 490 L162 266 Z" fill="url(#${p.id}g)"/>
<path d="M200 250 L400 250 L418 276 L418 480 L400 502 L200 502 L182 480 L182 276 Z" fill="${lighten(p.body, 0.35)}" opacity="0.35"/>
${label(p, 220, 314, 160, 130)}${shine(190, 270, 210)}`,
  // A straight can between metal rims, under an overcap as wide as the can.
  aerosol: (p) => `<rect x="230" y="92" width="140" height="104" rx="20" fill="url(#${p.id}c)"/>
<rect x="224" y="190" width="152" height="16" rx="6" fill="url(#${p.id}m)"/>
<rect x="222" y="202" width="156" height="300" fill="url(#${p.id}b)"/>
<rect x="224" y="498" width="152" height="22" rx="6" fill="url(#${p.id}m)"/>
${label(p, 240, 286, 120, 160)}${shine(234, 214, 270)}`,
  // Uncapped, so the ball shows; the cap stands beside it.
  rollon: (p) => `<rect x="392" y="330" width="96" height="190" rx="40" fill="url(#${p.id}c)"/>
<circle cx="260" cy="200" r="50" fill="${lighten(p.body, 0.6)}" stroke="${darken(p.body, 0.2)}" stroke-width="3"/>
<circle cx="244" cy="184" r="14" fill="#ffffff" opacity="0.8"/>
<rect x="200" y="228" width="120" height="34" rx="8" fill="url(#${p.id}c)"/>
<path d="M204 258 L316 258 Q356 300 356 380 L356 496 Q356 520 332 520 L188 520 Q164 520 164 496 L164 380 Q164 300 204 258 Z" fill="url(#${p.id}b)"/>
${label(p, 190, 330, 140, 140)}${shine(180, 300, 190)}`,
  stick: (p) => `<rect x="240" y="150" width="120" height="110" rx="40" fill="url(#${p.id}c)"/>
<rect x="232" y="252" width="136" height="268" rx="22" fill="url(#${p.id}b)"/>
${label(p, 248, 320, 104, 140, 0.8)}${shine(244, 266, 230)}`,
  // Two foil pouches with crimped ends, one behind the other.
  sachet: (p) => `<g transform="rotate(-9 300 320)" opacity="0.8">${pouch(p, 150, 130)}</g>
${pouch(p, 190, 150)}
${label(p, 230, 250, 140, 170)}`,
} satisfies Record<string, Drawing>;

function pouch(p: Parameters<Drawing>[0], x: number, y: number): string {
  const w = 220;
  const h = 360;
  const teeth = (top: number) => Array.from({ length: 11 }, (_, i) => `M${x + i * 20} ${top} l10 -12 l10 12`).join(' ');
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="url(#${p.id}b)"/>
<path d="${teeth(y + 14)} ${teeth(y + h)}" stroke="${darken(p.body, 0.3)}" stroke-width="3" fill="none"/>
<rect x="${x}" y="${y + 18}" width="${w}" height="6" fill="${lighten(p.body, 0.4)}" opacity="0.6"/>`;
}
