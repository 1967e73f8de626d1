import { formatAmount } from '@shop/domain/money';
import { Link } from '@/lib/i18n/navigation';
import { Suspense } from 'react';
import { Logo } from '@/components/ui/logo';
import { storeWarehouse } from '@/lib/config';
import { getBrands, getCategoryTree } from '@/lib/data/catalog';
import { getSettings } from '@/lib/data/settings';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';
import { AccountLink } from '../account/public';
import { SearchBox } from '../search/public';
import { CartLink } from './cart-link';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import { MenuWithoutScript, MobileMenu } from './mobile-menu';
import { ProductNavSkeleton } from './product-nav-skeleton';

const languageSwitchClass =
  'grid h-11 min-w-11 place-items-center rounded-full px-2 text-sm font-semibold text-ink hover:bg-cream hover:text-brand';

/**
 * SPEC §2 Header: logo beside the search box on desktop, search in its own row on mobile (one
 * search box, moved by the layout); navigation (desktop dropdowns, mobile drawer); cart with count;
 * the product page's skeleton while a product link is followed (ProductNavSkeleton).
 * Every height is fixed by the server HTML, so nothing shifts when the islands hydrate.
 */
export async function Header() {
  const [tree, brands, settings, locale] = await Promise.all([
    getCategoryTree(),
    getBrands(),
    getSettings(),
    requestLocale(),
  ]);
  const t = getT(locale);
  const nav = { categories: tree.ok ? tree.data : [], brands: brands.ok ? brands.data : [] };
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[60] focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-lg"
      >
        {t('header.skipToContent')}
      </a>
      <aside
        aria-label={t('header.deliveryOffer')}
        className="bg-brand-dark px-4 py-2 text-center text-xs font-medium tracking-wide text-white"
      >
        <p>{t('header.freeShipping', { amount: formatAmount(settings.freeShippingAbove) })}</p>
      </aside>
      <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <div className="container-shop flex flex-wrap items-center gap-x-2 desk:h-[72px] desk:flex-nowrap desk:gap-x-8">
          <div className="flex h-14 items-center gap-1 desk:h-auto">
            <MenuWithoutScript categories={nav.categories} />
            <Suspense fallback={<span className="-ms-2 size-11 desk:hidden" />}>
              <MobileMenu {...nav} />
            </Suspense>
            <Link href={routes.home} aria-label={t('header.logoLabel')} className="shrink-0 rounded-md">
              <Logo className="h-8 w-auto desk:h-9" />
            </Link>
          </div>
          <SearchBox
            warehouse={storeWarehouse}
            className="order-last mb-3 w-full desk:order-none desk:mb-0 desk:max-w-2xl desk:flex-1"
          />
          <div className="ms-auto flex items-center">
            <Suspense fallback={<span className={languageSwitchClass} />}>
              <LanguageSwitch className={languageSwitchClass} />
            </Suspense>
            <AccountLink />
            <CartLink />
          </div>
        </div>
        <Suspense fallback={<div className="hidden h-12 border-t border-line desk:block" />}>
          <DesktopNav {...nav} />
        </Suspense>
      </header>
      <ProductNavSkeleton />
    </>
  );
}
