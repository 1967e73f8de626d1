import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, expect } from '@playwright/test';

const REVIEWS_API = '/api/resource/Website%20Item%20Review';
/** Three 1x1 PNGs: red, blue and green. */
const PHOTOS = [
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4oaEBAALUARkFUI+kAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPQ0DgBAAGUARn8OyyYAAAAAElFTkSuQmCC',
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgOKEBAAG8APEfrq1tAAAAAElFTkSuQmCC',
];

/** The e2e server's resource token (scripts/e2e-server.mjs writes it beside its database). */
function resourceToken(): string {
  const path = fileURLToPath(new URL('../../data/secrets.test.json', import.meta.url));
  const { RESOURCE_API_KEY, RESOURCE_API_SECRET } = JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
  return `token ${RESOURCE_API_KEY}:${RESOURCE_API_SECRET}`;
}

/** Posts a review with two photos (or up to three) for `item` and publishes it, as the team would. */
export async function publishReviewWithPhotos(
  request: APIRequestContext,
  item: { name: string; web_item_name: string },
  title: string,
  photos: 2 | 3 = 2,
): Promise<void> {
  const images = JSON.stringify(PHOTOS.slice(0, photos));
  const posted = await request.post(REVIEWS_API, {
    data: {
      item: item.name,
      item_name: item.web_item_name,
      customer_name: 'Huda Saleh',
      phone_number: 91234567,
      rating: 0.8,
      review_title: title,
      comments: photos === 2 ? 'Two photos.' : 'Three photos.',
      images,
    },
  });
  expect(posted.status()).toBe(200);
  const authorization = resourceToken();
  const list = await request.get(REVIEWS_API, {
    headers: { authorization },
    params: { fields: '["name"]', filters: JSON.stringify([['review_title', '=', title]]) },
  });
  const [row] = (await list.json()).data as { name: string }[];
  expect(
    (await request.put(`${REVIEWS_API}/${row!.name}`, { headers: { authorization }, data: { docstatus: 1 } })).status(),
  ).toBe(200);
}
