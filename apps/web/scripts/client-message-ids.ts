/**
 * Writes src/lib/i18n/client-message-ids.ts: for each `<Messages ids={clientMessageIds.<key>}>`
 * a route file renders, the message ids its client code uses (browser-message-ids.ts reads
 * them). Run before `next build` and the dev server (apps/web's package scripts), and by hand
 * after changing what a client component says: `npm run i18n:ids -w @shop/web`
 * (client-message-ids.test.ts fails, naming that command, while the file is not current).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { clientMessageIdsSource, generatedFile, src } from './browser-message-ids';

const current = (): string | null => {
  try {
    return readFileSync(generatedFile, 'utf8');
  } catch {
    return null;
  }
};

const source = await clientMessageIdsSource();
if (current() !== source) {
  writeFileSync(generatedFile, source);
  console.log(`wrote ${relative(src, generatedFile)}`);
}
