import { describe, expect, it } from 'vitest';
import { inlineArrowStep } from './inline-arrows';

describe('inlineArrowStep: arrows follow the reading direction', () => {
  it('in English → is forward and ← back', () => {
    expect(inlineArrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(inlineArrowStep('ArrowLeft', 'ltr')).toBe(-1);
  });
  it('in Arabic ← is forward and → back', () => {
    expect(inlineArrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(inlineArrowStep('ArrowRight', 'rtl')).toBe(-1);
  });
  it.each(['ArrowUp', 'ArrowDown', 'Enter', 'a'])('%s is not an inline arrow', (key) => {
    expect(inlineArrowStep(key, 'ltr')).toBe(0);
    expect(inlineArrowStep(key, 'rtl')).toBe(0);
  });
});
