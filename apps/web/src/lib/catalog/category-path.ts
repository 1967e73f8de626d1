import type { CategoryNode } from './types';

/**
 * The tree nodes to show expanded for a selection: every ancestor of a selected category, so a
 * choice made deep in the tree (/shop?category=Serums from the header) is in view, and the
 * selected categories themselves, so their children are offered next.
 */
export function expandedForSelection(tree: readonly CategoryNode[], selected: Iterable<string>): Set<string> {
  const wanted = new Set(selected);
  const open = new Set<string>();
  const walk = (nodes: readonly CategoryNode[], path: readonly string[]) => {
    for (const node of nodes) {
      if (wanted.has(node.name)) {
        path.forEach((name) => open.add(name));
        open.add(node.name);
      }
      walk(node.children, [...path, node.name]);
    }
  };
  walk(tree, []);
  return open;
}
