/**
 * The browser gets only the message ids its client code uses, delivered by the route files
 * (<ClientMessages ids={clientMessageIds.x} />). This reads the source the way the bundler
 * does: from each route file (layout, page, not-found, loading, error) along static and
 * dynamic imports, crossing into the browser at a 'use client' module. Every message id
 * written in a module that reaches the browser must be delivered by that route file or a
 * layout above it, and a route file delivers nothing its client code does not use.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './catalog';
import { clientMessageIds } from './client-message-ids';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const appDir = join(src, 'app');
const catalogIds = new Set(Object.keys(en));
const ROUTE_FILES = /^(layout|page|not-found|loading|error|global-error|template)\.tsx$/;

function listRouteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listRouteFiles(path);
    return ROUTE_FILES.test(entry.name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package: no message ids in there
  if (/\.(css|svg|png|webp|json)$/.test(base) && existsSync(base)) return null; // an asset
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`${relative(src, from)}: cannot resolve ${specifier}`);
}

interface ModuleInfo {
  client: boolean;
  imports: string[];
  ids: string[];
}

const modules = new Map<string, ModuleInfo>();
function read(path: string): ModuleInfo {
  let info = modules.get(path);
  if (info) return info;
  const code = readFileSync(path, 'utf8');
  const imports: string[] = [];
  // value imports (type-only ones vanish from the bundle), side-effect imports and import()
  for (const match of code.matchAll(/^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|^export\s+(?!type\s)[^'";]*?\s+from\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm)) {
    const target = resolveImport(path, (match[1] ?? match[2] ?? match[3])!);
    if (target) imports.push(target);
  }
  // every string that is a message id (the catalog's own modules define them, they do not use
  // them), except texts read straight from the catalog's error part
  const definesMessages = path.startsWith(join(src, 'lib/i18n/en/'));
  const ids = definesMessages ? [] : [...code.replace(/\berrors\[\s*'[\w.]+'\s*\]/g, '').matchAll(/'([a-zA-Z][\w.]*)'|"([a-zA-Z][\w.]*)"/g)]
    .map((m) => (m[1] ?? m[2])!)
    .filter((s) => catalogIds.has(s));
  info = { client: /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(code), imports, ids };
  modules.set(path, info);
  return info;
}

/** Message ids in the modules a route file sends to the browser, and the modules themselves. */
function browserSide(entry: string): { ids: Set<string>; modules: Set<string> } {
  const ids = new Set<string>();
  const inBrowser = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string, browser: boolean) => {
    const info = read(path);
    const nowBrowser = browser || info.client;
    const key = `${nowBrowser}:${path}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (nowBrowser) {
      inBrowser.add(path);
      info.ids.forEach((id) => ids.add(id));
    }
    for (const target of info.imports) visit(target, nowBrowser);
  };
  visit(entry, false);
  return { ids, modules: inBrowser };
}

/** The ids a route file delivers: each clientMessageIds.<key> it names. */
function delivered(entry: string): Set<string> {
  const code = readFileSync(entry, 'utf8');
  const keys = [...code.matchAll(/clientMessageIds\.(\w+)/g)].map((m) => m[1]! as keyof typeof clientMessageIds);
  return new Set(keys.flatMap((key) => {
    if (!(key in clientMessageIds)) throw new Error(`${relative(src, entry)}: no clientMessageIds.${key}`);
    return [...clientMessageIds[key]];
  }));
}

/** Layouts above a route file (the root layout first), which deliver for every page below them. */
function layoutsAbove(entry: string): string[] {
  const layouts: string[] = [];
  for (let dir = dirname(entry); dir.startsWith(appDir); dir = dirname(dir)) {
    const layout = join(dir, 'layout.tsx');
    if (layout !== entry && existsSync(layout)) layouts.unshift(layout);
  }
  return layouts;
}

const entries = listRouteFiles(appDir);

describe('message ids delivered to the browser', () => {
  it.each(entries.map((e) => [relative(appDir, e), e]))('%s delivers exactly what its client code uses', (_name, entry) => {
    // global-error replaces the root layout, so it never has delivered messages: it reads its texts directly
    const fromAbove = new Set(entry.endsWith('global-error.tsx') ? [] : layoutsAbove(entry).flatMap((l) => [...delivered(l)]));
    const needed = [...browserSide(entry).ids].filter((id) => !fromAbove.has(id)).sort();
    expect([...delivered(entry)].sort()).toEqual(needed);
  });

  it('no browser code imports the whole catalog', () => {
    const catalogFiles = [join(src, 'lib/i18n/catalog.ts'), join(src, 'lib/i18n/messages.ts')];
    for (const entry of entries) {
      const shipped = browserSide(entry).modules;
      expect(catalogFiles.filter((f) => shipped.has(f)).map((f) => relative(src, f)), relative(src, entry)).toEqual([]);
    }
  });

  it('every listed id is in the catalog, once per list', () => {
    for (const [key, ids] of Object.entries(clientMessageIds)) {
      expect(ids.filter((id) => !catalogIds.has(id)), key).toEqual([]);
      expect(new Set(ids).size, key).toBe(ids.length);
    }
  });
});
