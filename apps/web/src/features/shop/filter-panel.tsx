'use client';

import { type FilterState, OFFERS, toggleBrand, toggleCategory } from '@shop/domain/catalog-query';
import type { Brand, CategoryNode } from '@/lib/catalog/types';
import { useT } from '@/lib/i18n/i18n-provider';
import { CategoryTree } from './category-tree';

export interface FilterPanelProps {
  tree: CategoryNode[];
  brands: Brand[];
  counts: Record<string, number>;
  filters: FilterState;
  onChange: (next: FilterState) => void;
  /** Called instead of onChange when a category is chosen (the mobile sheet closes on it). */
  onCategory?: (next: FilterState) => void;
  /** The level of the section headings: 2 under the page's h1 (sidebar), 3 under a sheet's title. */
  headingLevel?: 2 | 3;
}

/** Written as the spec writes them (innerText is the text itself): weight and spacing set them apart, not capitals. */
const heading = 'mb-2 text-[13px] font-bold tracking-wide text-muted';

/** Categories (with Offers), brands and the stock choice — shared by the sidebar and the mobile sheet. */
export function FilterPanel({
  tree,
  brands,
  counts,
  filters,
  onChange,
  onCategory,
  headingLevel = 2,
}: FilterPanelProps) {
  const t = useT();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const pickCategory = onCategory ?? onChange;
  return (
    <div className="flex flex-col gap-6">
      <section>
        <Heading className={heading}>{t('shop.categories')}</Heading>
        <button
          type="button"
          aria-pressed={filters.categories.includes(OFFERS)}
          onClick={() => pickCategory(toggleCategory(filters, OFFERS))}
          className={`mb-1 w-full rounded-lg px-2 py-1.5 text-start text-sm font-semibold ${filters.categories.includes(OFFERS) ? 'bg-blush text-sale-dark' : 'text-sale hover:bg-cream'}`}
        >
          {t('shop.offers')}
        </button>
        <CategoryTree tree={tree} counts={counts} filters={filters} onChange={pickCategory} />
      </section>
      <section>
        <Heading className={heading}>{t('shop.brands')}</Heading>
        <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto pe-1">
          {brands.map((b) => (
            <li key={b.name}>
              <label className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-1 text-sm hover:bg-cream">
                <input
                  type="checkbox"
                  name="brand"
                  value={b.name}
                  className="size-4 accent-brand"
                  checked={filters.brands.includes(b.name)}
                  onChange={() => onChange(toggleBrand(filters, b.name))}
                />
                {b.label}
              </label>
            </li>
          ))}
        </ul>
      </section>
      {/* the form without script (shop-sidebar.tsx): '0' unless the box after it is ticked */}
      <input type="hidden" name="excludeOutOfStock" value="0" />
      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          name="excludeOutOfStock"
          value="1"
          className="size-4 accent-brand"
          checked={filters.excludeOutOfStock}
          onChange={(e) => onChange({ ...filters, excludeOutOfStock: e.target.checked })}
        />
        {t('shop.excludeOutOfStock')}
      </label>
    </div>
  );
}
