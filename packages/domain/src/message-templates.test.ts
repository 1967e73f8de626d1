import { describe, expect, it } from 'vitest';
import { TEMPLATE_MAX_LENGTH, fillTemplate, templateProblem } from './message-templates';

describe('order message templates', () => {
  it('accepts a text with {link} and known placeholders only', () => {
    expect(templateProblem('Hi {name}, order {order} refunded {amount}. {link}')).toBeNull();
    expect(templateProblem('  ')).toEqual({ code: 'template.empty' });
    expect(templateProblem('Order {order} is on its way.')).toEqual({ code: 'template.link_missing' });
    expect(templateProblem('Order {orderNo} {link}')).toEqual({
      code: 'template.unknown_placeholder',
      placeholder: '{orderNo}',
    });
    expect(templateProblem('{} {link}')).toEqual({ code: 'template.unknown_placeholder', placeholder: '{}' });
    expect(templateProblem(`${'x'.repeat(TEMPLATE_MAX_LENGTH)}{link}`)).toEqual({
      code: 'template.too_long',
      max: TEMPLATE_MAX_LENGTH,
    });
  });

  it('fills every placeholder, each occurrence', () => {
    const values = { order: 'SAL-ORD-2026-00001', name: 'Aisha', amount: 'OMR 5.000', link: 'https://shop.example/o' };
    expect(fillTemplate('{name}: {order} ({order}) {amount} {link}', values)).toBe(
      'Aisha: SAL-ORD-2026-00001 (SAL-ORD-2026-00001) OMR 5.000 https://shop.example/o',
    );
  });
});
