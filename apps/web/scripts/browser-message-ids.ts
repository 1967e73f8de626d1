/**
 * Which message ids each route file must hand the browser, read from the source the way the
 * bundler reads it: from each route file (layout, page, not-found, loading, error) along static
 * and dynamic imports, crossing into the browser at a 'use client' module. Every message id
 * written in a module that reaches the browser is needed, unless a layout above gives it.
 * client-message-ids.ts (the script) writes the lists; client-message-ids.test.ts checks them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { en } from '../src/lib/i18n/catalog';

export const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const appDir = join(src, 'app');
/** The generated lists, written by scripts/client-message-ids.ts. */
export const generatedFile = join(src, 'lib/i18n/client-message-ids.ts');
const catalogIds = new Set(Object.keys(en));
const ROUTE_FILES = /^(layout|page|not-found|loading|error|global-error|template)\.tsx$/;

function listRouteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return listRouteFiles(path);
      return ROUTE_FILES.test(entry.name) ? [path] : [];
    })
    .sort();
}

/** Every route file under src/app, by path. */
export const routeFiles = (): string[] => listRouteFiles(appDir);
export const routeName = (entry: string): string => relative(appDir, entry);

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
  // every string that is a message id (the catalog's own modules and the generated lists name
  // them, they do not use them), except texts read straight from the catalog's error part
  const namesMessages =
    path === generatedFile || ['lib/i18n/en/', 'lib/i18n/ar/'].some((dir) => path.startsWith(join(src, dir)));
  const ids = namesMessages
    ? []
    : [...code.replace(/\berrors\[\s*'[\w.]+'\s*\]/g, '').matchAll(/'([a-zA-Z][\w.]*)'|"([a-zA-Z][\w.]*)"/g)]
        .map((m) => (m[1] ?? m[2])!)
        .filter((s) => catalogIds.has(s));
  info = { client: /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/.test(code), imports, ids };
  modules.set(path, info);
  return info;
}

/** Message ids in the modules a route file (or a component's module) sends to the browser, and the modules themselves. */
export function browserSide(entry: string): { ids: Set<string>; modules: Set<string> } {
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

/** The lists a route file delivers: each `<Messages ids={clientMessageIds.<key>}>` it renders. */
export function deliveredKeys(entry: string): string[] {
  const code = readFileSync(entry, 'utf8');
  const named = [...code.matchAll(/clientMessageIds\.\w+/g)].length;
  const keys = [...code.matchAll(/<Messages\s+ids=\{clientMessageIds\.(\w+)\}>/g)].map((m) => m[1]!);
  if (keys.length !== named)
    throw new Error(
      `${routeName(entry)}: clientMessageIds are given by wrapping, <Messages ids={clientMessageIds.x}>…</Messages>`,
    );
  return [...new Set(keys)];
}

/** Layouts above a route file (the root layout first), which deliver for every page below them. */
export function layoutsAbove(entry: string): string[] {
  // global-error replaces the root layout, so it never has delivered messages: it reads its texts directly
  if (entry.endsWith('global-error.tsx')) return [];
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
export function renderedOutsideMessages(entry: string, fromAbove: Set<string>): string[] {
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

/** The ids the layouts above a route file hand the browser (those that wrap their client part in <Messages>). */
function deliveredAbove(entry: string): Set<string> {
  return new Set(
    layoutsAbove(entry)
      .filter((layout) => deliveredKeys(layout).length > 0)
      .flatMap((layout) => neededBelow(layout)),
  );
}

/** The ids a route file's client code needs that no layout above it gives. */
function neededBelow(entry: string): string[] {
  const fromAbove = deliveredAbove(entry);
  return [...browserSide(entry).ids].filter((id) => !fromAbove.has(id)).sort();
}

/**
 * Each list's ids, by its key: what the client code of the route files delivering it needs. Route
 * files sharing a key must need the same ids; a route file delivers through one key.
 */
function clientMessageLists(): Map<string, { ids: string[]; routes: string[] }> {
  const lists = new Map<string, { ids: string[]; routes: string[] }>();
  for (const entry of routeFiles()) {
    const keys = deliveredKeys(entry);
    if (keys.length > 1)
      throw new Error(`${routeName(entry)}: one list per route file, not ${keys.map((k) => `clientMessageIds.${k}`)}`);
    const [key] = keys;
    if (key === undefined) continue;
    const ids = neededBelow(entry);
    const list = lists.get(key);
    if (list && list.ids.join() !== ids.join())
      throw new Error(
        `${routeName(entry)} and ${list.routes.join(', ')} need different ids: give each its own clientMessageIds key`,
      );
    if (list) list.routes.push(routeName(entry));
    else lists.set(key, { ids, routes: [routeName(entry)] });
  }
  return lists;
}

/** The generated module's text, formatted as the repository formats it. */
export async function clientMessageIdsSource(): Promise<string> {
  const lists = [...clientMessageLists()].map(
    ([key, { ids, routes }]) =>
      `  /** ${routes.map((route) => `app/${route}`).join(', ')} */\n  ${key}: [${ids.map((id) => `'${id}'`).join(', ')}],`,
  );
  const text = `// Generated by apps/web/scripts/client-message-ids.ts from the code: do not edit, run \`npm run i18n:ids -w @shop/web\`.
import type { MessageId } from './catalog';

/**
 * Message ids the browser needs, by the route file giving them (\`<Messages ids={…}>\` around its
 * client part, messages-boundary.tsx): the root layout's for what every page shows, each page's
 * for its own client components (those loaded on demand included).
 */
export const clientMessageIds = {
${lists.join('\n')}
} as const satisfies Record<string, readonly MessageId[]>;
`;
  return format(text, { ...(await resolveConfig(generatedFile)), filepath: generatedFile });
}
