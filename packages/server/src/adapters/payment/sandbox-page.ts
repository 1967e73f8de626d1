import { formatOMR } from '@shop/domain/money';

type PageModel =
  | { kind: 'missing' }
  | {
      kind: 'session';
      sessionId: string;
      key: string;
      status: string;
      totalAmount: number;
      products: { name: string; quantity: number; unit_amount: number }[];
    };

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const style = `body{font-family:system-ui,sans-serif;background:#f4f6f8;margin:0;color:#1d1a1c}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 20px #0001}
h1{font-size:20px;margin:0 0 4px}.note{color:#6b6469;font-size:13px;margin:0 0 16px}
table{width:100%;border-collapse:collapse;font-size:14px}td{padding:6px 0;border-bottom:1px solid #eee}
td:last-child{text-align:end}.total{font-weight:700;font-size:18px;margin:16px 0}
button{width:100%;padding:12px;border-radius:10px;border:0;font-size:16px;font-weight:600;margin-top:8px;cursor:pointer}
.pay{background:#1b7f4b;color:#fff}.cancel{background:#fff;color:#b3261e;border:1px solid #b3261e}.leave{background:#eee;color:#333}`;

/** The sandbox's hosted checkout page: a stand-in for the provider's, clearly labelled as a test. */
export function renderSandboxPage(model: PageModel): string {
  if (model.kind === 'missing') {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Payment session not found</title><style>${style}</style></head><body><main><h1>Payment session not found</h1><p class="note">This checkout link is not valid.</p></main></body></html>`;
  }
  const rows = model.products
    .map((p) => `<tr><td>${escape(p.name)} × ${p.quantity}</td><td>${formatOMR(p.unit_amount * p.quantity)}</td></tr>`)
    .join('');
  const form = (action: string, label: string, cls: string) =>
    `<form method="post" action="/sandbox/thawani/pay/${encodeURIComponent(model.sessionId)}/${action}"><input type="hidden" name="key" value="${escape(model.key)}"><button class="${cls}" type="submit">${label}</button></form>`;
  const actions =
    model.status === 'unpaid'
      ? form('pay', 'Pay', 'pay') +
        form('cancel', 'Cancel', 'cancel') +
        form('leave', 'Leave unpaid and return', 'leave')
      : `<p class="note" role="status">This session is ${escape(model.status)}${model.status === 'cancelled' ? ': it can no longer be paid' : ''}.</p>` +
        form('leave', 'Return to the shop', 'leave');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox card payment</title><style>${style}</style></head><body><main>
<h1>Sandbox card payment</h1><p class="note">Test mode: no card is charged. Choose the outcome.</p>
<table>${rows}</table><p class="total">Total ${formatOMR(model.totalAmount)}</p>${actions}</main></body></html>`;
}
