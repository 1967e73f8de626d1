import Link from 'next/link';
import { t } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import type { NavModel } from './nav-model';

const panel =
  'invisible absolute start-0 top-full z-30 mt-0 w-max max-w-[min(90vw,56rem)] translate-y-1 rounded-b-2xl border border-line bg-white p-6 opacity-0 shadow-xl transition group-hover:visible group-hover:translate-y-0 group-hover:opacity-100 group-focus-within:visible group-focus-within:translate-y-0 group-focus-within:opacity-100';
const topLink = 'block px-3 py-3 text-sm font-semibold text-ink hover:text-brand';

/** Desktop navigation: 'Offers', one dropdown per top category (level 2 headings, level 3 links), 'Brands A-Z'. */
export function DesktopNav({ categories, brands }: NavModel) {
  return (
    <nav aria-label={t('header.mainNav')} className="hidden border-t border-line desk:block">
      <ul className="container-shop flex flex-wrap items-center">
        <li>
          <Link href={routes.offers} className={`${topLink} text-sale`}>
            {t('header.offers')}
          </Link>
        </li>
        {categories.map((top) => (
          <li key={top.name} className="group relative">
            <Link href={routes.shopCategory(top.name)} className={topLink} aria-haspopup={top.children.length > 0 ? 'true' : undefined}>
              {top.label}
            </Link>
            {top.children.length > 0 && (
              <div className={panel}>
                <div className="grid auto-cols-[11rem] grid-flow-col gap-8">
                  {top.children.map((sub) => (
                    <div key={sub.name}>
                      <h3 className="mb-2 text-xs font-bold uppercase tracking-wider text-muted">
                        <Link href={routes.shopCategory(sub.name)} className="hover:text-brand">
                          {sub.label}
                        </Link>
                      </h3>
                      <ul className="flex flex-col gap-1.5">
                        {sub.children.map((leaf) => (
                          <li key={leaf.name}>
                            <Link href={routes.shopCategory(leaf.name)} className="text-sm text-ink hover:text-brand">
                              {leaf.label}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ))}
                </div>
              </div>
            )}
          </li>
        ))}
        <li className="group relative">
          <button type="button" className={topLink} aria-haspopup="true">
            {t('header.brands')}
          </button>
          <div className={`${panel} end-0 start-auto`}>
            <ul className="columns-4 gap-8">
              {brands.map((b) => (
                <li key={b.name} className="mb-1.5 break-inside-avoid">
                  <Link href={routes.shopBrand(b.name)} className="text-sm text-ink hover:text-brand">
                    {b.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
      </ul>
    </nav>
  );
}
