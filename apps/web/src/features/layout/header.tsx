import Link from 'next/link';
import { Suspense } from 'react';
import { Logo } from '@/components/ui/logo';
import { storeWarehouse } from '@/lib/config';
import { getBrands, getCategoryTree } from '@/lib/data/catalog';
import { t } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { SearchBox } from '../search/search-box';
import { CartLink } from './cart-link';
import { DesktopNav } from './desktop-nav';
import { MobileMenu } from './mobile-menu';

/** SPEC §2 Header: logo and search (search in its own row on mobile), navigation, cart with count. */
export async function Header() {
  const [tree, brands] = await Promise.all([getCategoryTree(), getBrands()]);
  const nav = { categories: tree.ok ? tree.data : [], brands: brands.ok ? brands.data : [] };
  return (
    <header className="sticky top-0 z-40 bg-white/95 backdrop-blur">
      <div className="container-shop flex h-16 items-center gap-2 desk:gap-6">
        <Suspense fallback={<span className="size-11 desk:hidden" />}>
          <MobileMenu {...nav} />
        </Suspense>
        <Link href={routes.home} aria-label={t('header.logoLabel')} className="shrink-0">
          <Logo className="h-8 w-auto desk:h-9" />
        </Link>
        <SearchBox warehouse={storeWarehouse} className="hidden flex-1 desk:block desk:max-w-xl" />
        <div className="ms-auto">
          <CartLink />
        </div>
      </div>
      <div className="container-shop pb-3 desk:hidden">
        <SearchBox warehouse={storeWarehouse} />
      </div>
      <DesktopNav {...nav} />
      <div className="border-b border-line" />
    </header>
  );
}
