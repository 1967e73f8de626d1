import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, apiTypesSource } from '../../../scripts/api-document';

/** The client's request and reply types are the server's OpenAPI document's, never a stale copy. */
describe('schema.d.ts', () => {
  it('is what `npm run api:types` generates from the server today', async () => {
    const checkedIn = await readFile(SCHEMA_FILE, 'utf8');
    expect(checkedIn, 'the API changed: run `npm run api:types` and commit apps/web/src/lib/api/schema.d.ts').toBe(
      await apiTypesSource(),
    );
  }, 60_000);
});
