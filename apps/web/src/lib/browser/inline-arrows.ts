/**
 * Arrow keys follow the reading direction: the arrow pointing the way the line reads moves
 * forward (→ in English, ← in Arabic), the other one back. +1, -1, or 0 for any other key.
 */
export function inlineArrowStep(key: string, direction: 'ltr' | 'rtl'): -1 | 0 | 1 {
  if (key !== 'ArrowLeft' && key !== 'ArrowRight') return 0;
  return (key === 'ArrowRight') === (direction === 'ltr') ? 1 : -1;
}

/** The direction an element's text reads in, as laid out (from its own or an ancestor's dir). */
export function readingDirection(element: Element): 'ltr' | 'rtl' {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}
