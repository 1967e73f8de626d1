/**
 * The browser gets only the message ids its client code uses, given by the route files that
 * wrap their client part in `<Messages ids={clientMessageIds.x}>` (an I18nProvider that adds
 * them to those of the layouts above). The lists are generated from the code
 * (scripts/client-message-ids.ts, reading it as scripts/browser-message-ids.ts does): this
 * checks the generated file is current, and that each route file wraps what needs messages.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  browserSide,
  clientMessageIdsSource,
  deliveredKeys,
  generatedFile,
  layoutsAbove,
  renderedOutsideMessages,
  routeFiles,
  routeName,
  src,
} from '../../../scripts/browser-message-ids';
import { en } from './catalog';
import { clientMessageIds } from './client-message-ids';

const catalogIds = new Set(Object.keys(en));
const entries = routeFiles();

/** The ids a route file delivers, as the generated lists say. */
const delivered = (entry: string): string[] =>
  deliveredKeys(entry).flatMap((key) => {
    if (!(key in clientMessageIds)) throw new Error(`${routeName(entry)}: no clientMessageIds.${key}`);
    return [...clientMessageIds[key as keyof typeof clientMessageIds]];
  });
const givenAbove = (entry: string) => new Set(layoutsAbove(entry).flatMap(delivered));

describe('message ids delivered to the browser', () => {
  it('the generated lists are what the code uses (else: npm run i18n:ids -w @shop/web)', async () => {
    expect(
      readFileSync(generatedFile, 'utf8') === (await clientMessageIdsSource()),
      `${relative(src, generatedFile)} is not current: run npm run i18n:ids -w @shop/web`,
    ).toBe(true);
  });

  it.each(entries.map((e) => [routeName(e), e]))('%s delivers exactly what its client code uses', (name, entry) => {
    const fromAbove = givenAbove(entry);
    const needed = [...browserSide(entry).ids].filter((id) => !fromAbove.has(id)).sort();
    expect(
      [...new Set(delivered(entry))].sort(),
      `${name}: wrap its client part in <Messages ids={clientMessageIds.<key>}> and run npm run i18n:ids -w @shop/web`,
    ).toEqual(needed);
  });

  it.each(entries.map((e) => [routeName(e), e]))('%s renders what needs its messages inside <Messages>', (_, entry) => {
    expect(renderedOutsideMessages(entry, givenAbove(entry))).toEqual([]);
  });

  it('no browser code imports the whole catalog', () => {
    const catalogFiles = [join(src, 'lib/i18n/catalog.ts'), join(src, 'lib/i18n/messages.ts')];
    for (const entry of entries) {
      const shipped = browserSide(entry).modules;
      expect(
        catalogFiles.filter((f) => shipped.has(f)).map((f) => relative(src, f)),
        routeName(entry),
      ).toEqual([]);
    }
  });

  it('every listed id is in the catalog, once per list', () => {
    for (const [key, ids] of Object.entries(clientMessageIds)) {
      expect(
        ids.filter((id) => !catalogIds.has(id)),
        key,
      ).toEqual([]);
      expect(new Set(ids).size, key).toBe(ids.length);
    }
  });
});
