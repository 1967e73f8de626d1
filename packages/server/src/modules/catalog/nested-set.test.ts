import { describe, expect, it } from 'vitest';
import { nestedSetBounds, TreeError, type TreeLink } from './nested-set';

const tree: TreeLink[] = [
  { name: 'Skin Care', parent: null },
  { name: 'Face', parent: 'Skin Care' },
  { name: 'Serums', parent: 'Face' },
  { name: 'Cleansers', parent: 'Face' },
  { name: 'Body', parent: 'Skin Care' },
  { name: 'Fragrance', parent: null },
  { name: 'Perfume', parent: 'Fragrance' },
];

function descendantsInclusive(bounds: Map<string, { lft: number; rgt: number }>, name: string): string[] {
  const root = bounds.get(name)!;
  return [...bounds]
    .filter(([, b]) => b.lft >= root.lft && b.rgt <= root.rgt)
    .map(([n]) => n)
    .sort();
}

describe('nestedSetBounds', () => {
  it('numbers a depth-first walk, siblings in input order', () => {
    const b = nestedSetBounds(tree);
    expect(Object.fromEntries(b)).toEqual({
      'Skin Care': { lft: 1, rgt: 10, depth: 1 },
      Face: { lft: 2, rgt: 7, depth: 2 },
      Serums: { lft: 3, rgt: 4, depth: 3 },
      Cleansers: { lft: 5, rgt: 6, depth: 3 },
      Body: { lft: 8, rgt: 9, depth: 2 },
      Fragrance: { lft: 11, rgt: 14, depth: 1 },
      Perfume: { lft: 12, rgt: 13, depth: 2 },
    });
  });

  it('does not depend on the order parents and children are listed in', () => {
    const b = nestedSetBounds([...tree].reverse());
    expect(descendantsInclusive(b, 'Skin Care')).toEqual(['Body', 'Cleansers', 'Face', 'Serums', 'Skin Care']);
    expect(descendantsInclusive(b, 'Face')).toEqual(['Cleansers', 'Face', 'Serums']);
    expect(descendantsInclusive(b, 'Perfume')).toEqual(['Perfume']);
  });

  it('gives every node rgt = lft + 2 × descendants + 1', () => {
    const b = nestedSetBounds(tree);
    for (const [name, { lft, rgt }] of b) {
      expect(rgt - lft + 1).toBe(2 * descendantsInclusive(b, name).length);
    }
  });

  it('rejects unknown parents, duplicates and cycles', () => {
    expect(() => nestedSetBounds([{ name: 'a', parent: 'missing' }])).toThrow(TreeError);
    expect(() =>
      nestedSetBounds([
        { name: 'a', parent: null },
        { name: 'a', parent: null },
      ]),
    ).toThrow(/duplicate/);
    expect(() =>
      nestedSetBounds([
        { name: 'a', parent: 'b' },
        { name: 'b', parent: 'a' },
      ]),
    ).toThrow(/cycle/);
  });

  it('handles an empty tree', () => {
    expect(nestedSetBounds([]).size).toBe(0);
  });
});
