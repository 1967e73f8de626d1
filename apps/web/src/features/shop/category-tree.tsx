'use client';

import { type FilterState, toggleCategory, toggleSubCategory, toggleSubSubCategory } from '@shop/domain/catalog-query';
import { useState } from 'react';
import { expandedForSelection } from '@/lib/catalog/category-path';
import type { CategoryNode } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n/i18n-provider';

interface CategoryTreeProps {
  tree: CategoryNode[];
  counts: Record<string, number>;
  filters: FilterState;
  onChange: (next: FilterState) => void;
}

/** Category → subcategory → sub-subcategory, expandable, with counts (SPEC §2 desktop sidebar). */
export function CategoryTree({ tree, counts, filters, onChange }: CategoryTreeProps) {
  const t = useT();
  const selected = new Set([...filters.categories, ...filters.subCategories, ...filters.subSubCategories]);
  // A selection deep in the tree (/shop?category=Serums) is shown with its ancestors open, on
  // arrival and whenever the selection changes while the tree stays mounted; the shopper's own
  // expanding and collapsing is kept otherwise.
  const selectionKey = [...selected].join('\n');
  const [open, setOpen] = useState<Set<string>>(() => expandedForSelection(tree, selected));
  const [openedFor, setOpenedFor] = useState(selectionKey);
  if (openedFor !== selectionKey) {
    setOpenedFor(selectionKey);
    setOpen((current) => new Set([...current, ...expandedForSelection(tree, selected)]));
  }

  const choose = (node: CategoryNode, level: number, path: CategoryNode[]) => {
    if (level === 0) return onChange(toggleCategory(filters, node.name));
    const parents = {
      categories: [path[0]!.name],
      subCategories: level === 2 ? [path[1]!.name] : filters.subCategories,
    };
    const base = { ...filters, ...parents };
    onChange(level === 1 ? toggleSubCategory(base, node.name) : toggleSubSubCategory(base, node.name));
  };

  const render = (nodes: CategoryNode[], level: number, path: CategoryNode[]) => (
    <ul className={level ? 'ms-3 border-s border-line ps-2' : ''}>
      {nodes.map((node) => {
        const expanded = open.has(node.name);
        const active = selected.has(node.name);
        return (
          <li key={node.name}>
            <div className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => choose(node, level, [...path, node])}
                aria-pressed={active}
                className={`flex flex-1 items-center justify-between rounded-lg px-2 py-1.5 text-start text-sm ${active ? 'bg-blush font-semibold text-brand' : 'hover:bg-cream'}`}
              >
                <span>{node.label}</span>
                <span className="text-xs text-muted">{counts[node.name] ?? 0}</span>
              </button>
              {node.children.length > 0 && (
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-label={t('shop.expand', { name: node.label })}
                  onClick={() =>
                    setOpen((s) => {
                      const next = new Set(s);
                      if (next.has(node.name)) next.delete(node.name);
                      else next.add(node.name);
                      return next;
                    })
                  }
                  className="grid size-7 place-items-center rounded-md text-muted hover:bg-cream"
                >
                  <svg
                    viewBox="0 0 24 24"
                    className={`size-4 transition-transform ${expanded ? 'rotate-180' : ''}`}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              )}
            </div>
            {expanded && node.children.length > 0 && render(node.children, level + 1, [...path, node])}
          </li>
        );
      })}
    </ul>
  );
  return render(tree, 0, []);
}
