import { Link } from '@/lib/i18n/navigation';
import { getCategories } from '@/lib/data/catalog';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { routes } from '@/lib/routes';

/** 'SS Categories Grid': categories flagged show_on_homepage, each to /shop?category={name}. */
export async function CategoriesGrid({ title }: { title: string | null }) {
  const [result, locale] = await Promise.all([getCategories(), requestLocale()]);
  const t = getT(locale);
  if (!result.ok) {
    console.error('[home] categories grid failed', result.error);
    return null;
  }
  const categories = result.data.filter((c) => c.showOnHomepage && c.image);
  if (!categories.length) return null;
  return (
    <section aria-labelledby="home-categories" className="container-shop py-6">
      <h2 id="home-categories" className="mb-4 text-xl font-semibold desk:text-2xl">
        {title ?? t('home.categoriesTitle')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 desk:grid-cols-6 desk:gap-5">
        {categories.map((c) => (
          <li key={c.name}>
            <Link
              href={routes.shopCategory(c.name)}
              className="group flex flex-col items-center gap-2 text-center"
              data-testid="home-category"
            >
              {/* local square category images */}
              <img
                src={c.image!}
                alt=""
                width={300}
                height={300}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full rounded-full bg-blush object-cover transition-transform group-hover:scale-105"
              />
              <span className="text-sm font-medium text-ink group-hover:text-brand">{c.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
