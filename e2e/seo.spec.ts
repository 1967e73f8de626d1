import { type APIRequestContext, expect, test } from '@playwright/test';

/**
 * Search engines and link previews (issue 14): every page a shopper shares or a crawler indexes
 * names its canonical address, carries Open Graph and Twitter tags, and describes itself in
 * JSON-LD whose scripts carry the response's CSP nonce (lib/seo).
 */

type JsonLd = Record<string, unknown> & { '@type': string };

const decode = (text: string) =>
  text.replace(
    /&(amp|quot|#x27|#39|lt|gt);/g,
    (_, e: string) => ({ amp: '&', quot: '"', '#x27': "'", '#39': "'", lt: '<', gt: '>' })[e] ?? '',
  );

/** The served HTML of a page, its CSP nonce, and readers for its head tags and JSON-LD. */
async function served(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce, path).toBeTruthy();
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"([^>]*)>(.*?)<\/script>/g)];
  return {
    html,
    canonical: () => decode(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''),
    meta: (key: string) => {
      const found = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
        html,
      );
      return found ? decode(found[1]!) : undefined;
    },
    /** Every JSON-LD node, after checking its script carries the policy's nonce. */
    jsonLd: (): JsonLd[] =>
      scripts.map(([, attributes, text]) => {
        expect(attributes, `${path}: JSON-LD script nonce`).toBe(` nonce="${nonce}"`);
        expect(text, `${path}: no raw < in JSON-LD`).not.toContain('<');
        return JSON.parse(text!) as JsonLd;
      }),
  };
}

const ofType = (nodes: JsonLd[], type: string) => {
  const found = nodes.filter((n) => n['@type'] === type);
  expect(found, type).toHaveLength(1);
  expect(found[0]!['@context']).toBe('https://schema.org');
  return found[0]!;
};

async function productsWithSummaries(request: APIRequestContext) {
  const list = await request.get('/api/resource/Website%20Item', {
    params: {
      fields: '["name","route","web_item_name"]',
      filters: JSON.stringify([
        ['published', '=', 1],
        ['custom_sale_price', 'is', 'set'],
        ['website_warehouse', '=', 'Muscat Store - GG'],
      ]),
      order_by: 'name asc',
      limit_page_length: '60',
    },
  });
  const products = (await list.json()).data as { name: string; route: string; web_item_name: string }[];
  const summaries = (
    await (
      await request.get(`/api/review-summaries?items=${encodeURIComponent(products.map((p) => p.name).join(','))}`)
    ).json()
  ).data as Record<string, { average: number; count: number }>;
  return { products, summaries };
}

test.describe('search engines and link previews', () => {
  test('a sorted or stock-toggled listing names the plain listing as canonical, with share tags', async ({
    request,
    baseURL,
  }) => {
    const page = await served(request, '/shop?category=Offers&sort=creation%20desc&excludeOutOfStock=0');
    expect(page.canonical()).toBe(`${baseURL}/shop?category=Offers`);
    expect(page.meta('og:url')).toBe(`${baseURL}/shop?category=Offers`);
    expect(page.meta('og:type')).toBe('website');
    expect(page.meta('og:title')).toBe('Offers | Shop | Gulf Glow');
    expect(page.meta('og:description')).toBeTruthy();
    expect(page.meta('og:image')).toMatch(new RegExp(`^${baseURL}/media/og/.+\\.jpg$`));
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:title')).toBe('Offers | Shop | Gulf Glow');
    expect(page.meta('robots')).toBeUndefined();
    expect((await request.get(page.meta('og:image')!)).headers()['content-type']).toBe('image/jpeg');

    const all = await served(request, '/shop?sort=brand%20asc&excludeOutOfStock=1&page=2');
    expect(all.canonical()).toBe(`${baseURL}/shop`);
  });

  test('search results are followed but not indexed', async ({ request, baseURL }) => {
    const page = await served(request, '/shop?q=serum&sort=brand%20asc');
    expect(page.canonical()).toBe(`${baseURL}/shop?q=serum`);
    expect(page.meta('robots')).toBe('noindex, follow');
  });

  test('the home page describes the shop and its search', async ({ request, baseURL }) => {
    const home = await served(request, '/');
    expect(home.canonical()).toBe(`${baseURL}/`);
    expect(home.meta('og:url')).toBe(`${baseURL}/`);
    expect(home.meta('og:site_name')).toBe('Gulf Glow');
    expect(home.meta('og:title')).toBe('Gulf Glow — skin care and beauty in Oman');
    expect(home.meta('twitter:card')).toMatch(/^summary(_large_image)?$/);
    const nodes = home.jsonLd();
    expect(ofType(nodes, 'Organization')).toMatchObject({ name: 'Gulf Glow', url: `${baseURL}/` });
    expect(ofType(nodes, 'WebSite')).toMatchObject({
      url: `${baseURL}/`,
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${baseURL}/shop?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    expect((await request.get('/shop?q=serum')).status()).toBe(200);
  });

  test('a listing lists its products in order and its breadcrumbs as shown', async ({ page, request, baseURL }) => {
    const path = '/shop?category=Offers&excludeOutOfStock=1';
    const nodes = (await served(request, path)).jsonLd();
    const list = ofType(nodes, 'ItemList') as JsonLd & { itemListElement: { position: number; url: string }[] };
    const crumbs = ofType(nodes, 'BreadcrumbList') as JsonLd & {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      `${baseURL}/`,
      `${baseURL}/shop`,
      `${baseURL}/shop?category=Offers`,
    ]);

    await page.goto(path);
    const cards = page.getByTestId('product-grid').getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    const shown = await cards.evaluateAll((articles) => articles.map((a) => a.querySelector('a')?.href ?? ''));
    expect(list.itemListElement.map((i) => i.position)).toEqual(list.itemListElement.map((_, i) => i + 1));
    expect(list.itemListElement.map((i) => i.url)).toEqual(shown.slice(0, list.itemListElement.length));
    const visible = await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts();
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(visible.map((t) => t.replace('/', '').trim()));
  });

  test('a product rates itself only from published reviews, with its breadcrumbs', async ({ request, baseURL }) => {
    const { products, summaries } = await productsWithSummaries(request);
    const reviewed = products.find((p) => (summaries[p.name]?.count ?? 0) > 0);
    const unreviewed = [...products].reverse().find((p) => !summaries[p.name]);
    if (!reviewed || !unreviewed) throw new Error('the seed needs products with and without published reviews');

    const rated = await served(request, `/product/${reviewed.route}`);
    const summary = summaries[reviewed.name]!;
    const product = ofType(rated.jsonLd(), 'Product');
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: summary.average.toFixed(1),
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    });
    const url = `${baseURL}/product/${reviewed.route}`;
    expect(rated.canonical()).toBe(url);
    expect(rated.meta('og:url')).toBe(url);
    expect(rated.meta('og:site_name')).toBe('Gulf Glow');
    expect(rated.meta('og:title')).toMatch(/ — OMR \d+\.\d{3}$/);
    expect(rated.meta('twitter:title')).toBe(rated.meta('og:title'));
    expect(rated.meta('twitter:card')).toBe('summary_large_image');
    expect(rated.meta('og:image')).toMatch(new RegExp(`^${baseURL}/media/og/.+\\.jpg$`));
    expect(ofType(rated.jsonLd(), 'BreadcrumbList')).toMatchObject({
      itemListElement: [
        { name: 'Home', item: `${baseURL}/` },
        { name: 'Shop', item: `${baseURL}/shop` },
        { name: reviewed.web_item_name, item: url },
      ],
    });

    const plain = ofType((await served(request, `/product/${unreviewed.route}`)).jsonLd(), 'Product');
    expect(plain).not.toHaveProperty('aggregateRating');
  });

  test('a link-preview bot finds the tags in the head of the first HTML', async ({ request, baseURL }) => {
    const response = await request.get('/shop?category=Offers&sort=creation%20desc', {
      headers: { 'user-agent': 'WhatsApp/2.24.1 A' },
    });
    const head = /<head>(.*?)<\/head>/s.exec(await response.text())?.[1] ?? '';
    expect(head).toContain(`<link rel="canonical" href="${baseURL}/shop?category=Offers"/>`);
    expect(head).toContain('<meta property="og:title" content="Offers | Shop | Gulf Glow"/>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });
});
