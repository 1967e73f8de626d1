import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Code } from '../../components/ui/code';
import { ar, en } from './catalog';
import { richMessage } from './rich-message';
import { createTranslate } from './translate';

const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe('richMessage: a message with codes as left-to-right runs of their own', () => {
  const arT = createTranslate('ar-OM', ar);
  const enT = createTranslate('en-OM', en);

  it('puts the element where the Arabic message places the value, with no isolate characters left around it', () => {
    const out = html(richMessage(arT, 'orders.placedTitle', { id: <Code>SAL-ORD-2026-00005</Code> }));
    expect(out).toBe('تم استلام طلبك #<bdi dir="ltr" class="whitespace-nowrap">SAL-ORD-2026-00005</bdi> بنجاح!');
  });

  it('keeps plain values as t() writes them (isolated in Arabic) beside elements', () => {
    const out = html(richMessage(arT, 'cart.discountDropped', { code: <Code>GLOW10</Code>, reason: 'سبب' }));
    expect(out).toBe(
      'الكود <bdi dir="ltr" class="whitespace-nowrap">GLOW10</bdi> لا يمنح أي خصم على هذه السلة: \u2068سبب\u2069',
    );
  });

  it('English: the same element in the English sentence', () => {
    expect(html(richMessage(enT, 'account.orderNumber', { id: <Code>SAL-ORD-2026-00005</Code> }))).toBe(
      `${en['account.orderNumber'].replace('{id}', '<bdi dir="ltr" class="whitespace-nowrap">SAL-ORD-2026-00005</bdi>')}`,
    );
  });
});
