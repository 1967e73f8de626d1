import { describe, expect, it } from 'vitest';
import { expandedForSelection } from './category-path';
import type { CategoryNode } from './types';

const node = (name: string, children: CategoryNode[] = []): CategoryNode => ({
  name,
  label: name,
  parent: null,
  image: null,
  isGroup: children.length > 0,
  showOnHomepage: false,
  priority: 0,
  children,
});

const tree = [
  node('Skin Care', [node('Treatments', [node('Serums'), node('Masks')]), node('Cleansers')]),
  node('Makeup', [node('Face', [node('Foundation')])]),
];

describe('category tree: what is open for the selection (SPEC §2 sidebar)', () => {
  it('a third-level choice opens its category and subcategory, and itself', () => {
    expect([...expandedForSelection(tree, ['Serums'])].sort()).toEqual(['Serums', 'Skin Care', 'Treatments']);
  });

  it('a second-level choice opens its category and itself; a top-level one only itself', () => {
    expect([...expandedForSelection(tree, ['Treatments'])].sort()).toEqual(['Skin Care', 'Treatments']);
    expect([...expandedForSelection(tree, ['Makeup'])]).toEqual(['Makeup']);
  });

  it('every selected category counts; unknown names and no selection open nothing', () => {
    expect([...expandedForSelection(tree, ['Skin Care', 'Treatments', 'Foundation'])].sort()).toEqual([
      'Face',
      'Foundation',
      'Makeup',
      'Skin Care',
      'Treatments',
    ]);
    expect(expandedForSelection(tree, ['Offers', 'No Such'])).toEqual(new Set());
    expect(expandedForSelection(tree, [])).toEqual(new Set());
  });
});
