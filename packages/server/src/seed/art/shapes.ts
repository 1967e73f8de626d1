import type { Shape } from '../data/product-types';
import { darken, lighten, mix } from './colors';
import { CARE_DRAWINGS } from './drawings-care';
import { MAKEUP_DRAWINGS } from './drawings-makeup';
import { defs, type Drawing, type Pack } from './pack';

export type { Pack } from './pack';

/** One drawing per kind of pack (data/product-types.ts says which kind each product type is). */
const DRAWINGS: Record<Shape, Drawing> = { ...CARE_DRAWINGS, ...MAKEUP_DRAWINGS };

/** The pack's SVG elements (with their gradients), including a soft floor shadow. */
export function packSvg(p: Pack): string {
  return `${defs(p)}<ellipse cx="300" cy="524" rx="170" ry="16" fill="#000000" opacity="0.12"/>${DRAWINGS[p.shape](p)}`;
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
