import type { IncomingMessage, ServerResponse } from 'node:http';
import { getScriptNonceFromHeaders } from 'next/dist/server/app-render/get-script-nonce-from-header';
import type { App } from '@shop/server/http/app';
import { callApi, itemName, resourcePath } from '@shop/server/modules/resource/resource-fixtures';

/**
 * A stand-in for Next's render of a product page: the price read through the services (their
 * in-process cache included), the script nonce read with Next's own parser and written as Next
 * does (attribute, and JSON-escaped in the RSC payload), the locale cookie as proxy.ts sets it.
 * `renders` counts what reached it.
 */
export function nextStandIn(app: App, renders: Map<string, number>) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    renders.set(url, (renders.get(url) ?? 0) + 1);
    const nonce = getScriptNonceFromHeaders(req.headers) ?? 'none';
    const locale = url.startsWith('/ar') ? 'ar-OM' : 'en-OM';
    if (!String(req.headers.cookie ?? '').includes(`gg_locale=${locale}`))
      res.setHeader('set-cookie', `gg_locale=${locale}; Path=/; Max-Age=31536000; SameSite=lax`);
    if (url.includes('account=1')) res.appendHeader('set-cookie', 'gg_session=abc; Path=/; HttpOnly');
    if (url.includes('missing')) res.statusCode = 404;
    const reply = await callApi(app, resourcePath('Website Item'), {
      fields: ['custom_sale_price'],
      filters: [['name', '=', itemName(5)]],
    });
    const price = (reply.body.data as { custom_sale_price: number }[])[0]!.custom_sale_price;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    if (url.includes('chunks')) res.write('<!-- streamed -->');
    res.end(
      `<!doctype html><html><body><p>${'Serum '.repeat(200)}</p><p id="price">${price}</p>` +
        `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`,
    );
  };
}

export const priceOf = (html: string) => /<p id="price">([^<]+)<\/p>/.exec(html)?.[1];
export const scriptNonces = (html: string) =>
  [...html.matchAll(/nonce="([^"]+)"|\\"nonce\\":\\"([^\\]+)\\"/g)].map((m) => m[1] ?? m[2]);
export const policyNonce = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];
