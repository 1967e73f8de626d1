/**
 * The browser gets only the message ids its client code uses, given by the route files that
 * wrap their client part in `<Messages ids={clientMessageIds.x}>` (an I18nProvider that adds
 * them to those of the layouts above). This reads the source the way the bundler does: from
 * each route file (layout, page, not-found, loading, error) along static and dynamic imports,
 * crossing into the browser at a 'use client' module. Every message id written in a module
 * that reaches the browser must be given by that route file or a layout above it, and a route
 * file gives nothing its client code does not use.
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
  for (const match of code.matchAll(
    /^import\s+(?!type\s)(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|^export\s+(?!type\s)[^'";]*?\s+from\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm,
  )) {
    const target = resolveImport(path, (match[1] ?? match[2] ?? match[3])!);
    if (target) imports.push(target);
  }
  // every string that is a message id (the catalog's own modules define them, they do not use
  // them), except texts read straight from the catalog's error part
  const definesMessages = ['lib/i18n/en/', 'lib/i18n/ar/'].some((dir) => path.startsWith(join(src, dir)));
  const ids = definesMessages
    ? []
    : [...code.replace(/\berrors\[\s*'[\w.]+'\s*\]/g, '').matchAll(/'([a-zA-Z][\w.]*)'|"([a-zA-Z][\w.]*)"/g)]
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

/** The ids a route file delivers: each `<Messages ids={clientMessageIds.<key>}>` it renders. */
function delivered(entry: string): Set<string> {
  const code = readFileSync(entry, 'utf8');
  const named = [...code.matchAll(/clientMessageIds\.\w+/g)].length;
  const keys = [...code.matchAll(/<Messages\s+ids=\{clientMessageIds\.(\w+)\}>/g)].map(
    (m) => m[1]! as keyof typeof clientMessageIds,
  );
  if (keys.length !== named)
    throw new Error(
      `${relative(src, entry)}: clientMessageIds are given by wrapping, <Messages ids={clientMessageIds.x}>…</Messages>`,
    );
  return new Set(
    keys.flatMap((key) => {
      if (!(key in clientMessageIds)) throw new Error(`${relative(src, entry)}: no clientMessageIds.${key}`);
      return [...clientMessageIds[key]];
    }),
  );
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

/** The components a route file imports by name, with the module each comes from. */
function importedComponents(entry: string): Map<string, string> {
  const code = readFileSync(entry, 'utf8');
  const components = new Map<string, string>();
  for (const match of code.matchAll(
    /^import\s+(?!type\s)(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s+['"]([^'"]+)['"]/gm,
  )) {
    const target = resolveImport(entry, match[3]!);
    if (!target) continue;
    const names = [
      match[1],
      ...(match[2] ?? '').split(',').map((n) =>
        n
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .pop()
          ?.trim(),
      ),
    ];
    for (const name of names) if (name && /^[A-Z]/.test(name)) components.set(name, target);
  }
  return components;
}

/**
 * Components a route file renders outside its <Messages> although their client code needs ids
 * the layouts above do not give: they would render without their texts.
 */
function renderedOutsideMessages(entry: string, fromAbove: Set<string>): string[] {
  const code = readFileSync(entry, 'utf8');
  const wrapped: [number, number][] = [];
  for (const open of code.matchAll(/<Messages\s/g)) wrapped.push([open.index, code.indexOf('</Messages>', open.index)]);
  const components = importedComponents(entry);
  const outside: string[] = [];
  for (const use of code.matchAll(/<([A-Z]\w*)[\s/>]/g)) {
    const componentModule = components.get(use[1]!);
    if (!componentModule || use[1] === 'Messages' || wrapped.some(([from, to]) => use.index > from && use.index < to))
      continue;
    const needs = [...browserSide(componentModule).ids].filter((id) => !fromAbove.has(id));
    if (needs.length) outside.push(`<${use[1]}> needs ${needs.slice(0, 3).join(', ')}${needs.length > 3 ? '…' : ''}`);
  }
  return outside;
}

const entries = listRouteFiles(appDir);
const givenAbove = (entry: string) =>
  new Set(entry.endsWith('global-error.tsx') ? [] : layoutsAbove(entry).flatMap((l) => [...delivered(l)]));

describe('message ids delivered to the browser', () => {
  it.each(entries.map((e) => [relative(appDir, e), e]))(
    '%s delivers exactly what its client code uses',
    (_name, entry) => {
      // global-error replaces the root layout, so it never has delivered messages: it reads its texts directly
      const fromAbove = givenAbove(entry);
      const needed = [...browserSide(entry).ids].filter((id) => !fromAbove.has(id)).sort();
      expect([...delivered(entry)].sort()).toEqual(needed);
    },
  );

  it.each(entries.map((e) => [relative(appDir, e), e]))(
    '%s renders what needs its messages inside <Messages>',
    (_name, entry) => {
      expect(renderedOutsideMessages(entry, givenAbove(entry))).toEqual([]);
    },
  );

  it('no browser code imports the whole catalog', () => {
    const catalogFiles = [join(src, 'lib/i18n/catalog.ts'), join(src, 'lib/i18n/messages.ts')];
    for (const entry of entries) {
      const shipped = browserSide(entry).modules;
      expect(
        catalogFiles.filter((f) => shipped.has(f)).map((f) => relative(src, f)),
        relative(src, entry),
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
