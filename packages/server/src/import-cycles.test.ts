import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './testing/import-graph';

const root = join(import.meta.dirname, '../../..');
const roots = [
  { dir: join(root, 'packages/domain/src'), tsconfig: join(root, 'packages/domain/tsconfig.json') },
  { dir: join(root, 'packages/server/src'), tsconfig: join(root, 'packages/server/tsconfig.json') },
  { dir: join(root, 'apps/web/src'), tsconfig: join(root, 'apps/web/tsconfig.json') },
];

describe('imports', () => {
  it('form no cycle in packages/*/src or apps/web/src, type-only imports included', () => {
    expect(importCycles(importGraph(roots), root)).toEqual([]);
  });

  it('finds a cycle through a type-only import', () => {
    const graph = new Map([
      ['/r/a.ts', ['/r/b.ts']],
      ['/r/b.ts', ['/r/c.ts']],
      ['/r/c.ts', ['/r/a.ts']],
      ['/r/d.ts', ['/r/a.ts']],
    ]);
    expect(importCycles(graph, '/r')).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });
});
