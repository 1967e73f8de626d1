/**
 * Nested-set bounds for a tree given by parent links, as Frappe keeps them for Ecommerce
 * Category: a depth-first walk numbers each node on entry (lft) and on exit (rgt), so a node's
 * descendants are exactly the nodes whose lft lies between its own lft and rgt.
 *
 * Pure: no database. Siblings keep their input order, roots come first in input order.
 */
export interface TreeLink {
  name: string;
  parent: string | null;
}

export interface NestedSetBounds {
  lft: number;
  rgt: number;
  /** 1 for a root, 2 for its children, … */
  depth: number;
}

export class TreeError extends Error {
  override name = 'TreeError';
}

export function nestedSetBounds(nodes: readonly TreeLink[]): Map<string, NestedSetBounds> {
  const children = new Map<string | null, string[]>();
  const names = new Set<string>();
  for (const node of nodes) {
    if (names.has(node.name)) throw new TreeError(`duplicate node "${node.name}"`);
    names.add(node.name);
  }
  for (const node of nodes) {
    if (node.parent !== null && !names.has(node.parent)) {
      throw new TreeError(`node "${node.name}" has unknown parent "${node.parent}"`);
    }
    const siblings = children.get(node.parent) ?? [];
    siblings.push(node.name);
    children.set(node.parent, siblings);
  }

  const bounds = new Map<string, NestedSetBounds>();
  let counter = 0;
  // Iterative walk: an explicit stack of [name, depth, entered] frames, so depth is unbounded.
  const stack: [string, number, boolean][] = [];
  const pushChildren = (parent: string | null, depth: number) => {
    const list = children.get(parent) ?? [];
    for (let i = list.length - 1; i >= 0; i -= 1) stack.push([list[i]!, depth, false]);
  };
  pushChildren(null, 1);
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const [name, depth, entered] = frame;
    if (entered) {
      counter += 1;
      bounds.get(name)!.rgt = counter;
      continue;
    }
    counter += 1;
    bounds.set(name, { lft: counter, rgt: 0, depth });
    stack.push([name, depth, true]);
    pushChildren(name, depth + 1);
  }

  if (bounds.size !== nodes.length) {
    const cyclic = nodes.filter((n) => !bounds.has(n.name)).map((n) => n.name);
    throw new TreeError(`nodes in a cycle (not reachable from a root): ${cyclic.join(', ')}`);
  }
  return bounds;
}
