import { preload } from 'react-dom';
import { Carousel } from '@/components/ui/carousel';
import type { Banner } from '@/lib/catalog/types';
import { localizePath } from '@/lib/i18n/locale';
import { getT, requestLocale } from '@/lib/i18n/messages';
import type { Translate } from '@/lib/i18n/translate';
import { routes } from '@/lib/routes';

/** SPEC §9: banners autoplay every 2.5 s. */
const BANNER_AUTOPLAY_MS = 2500;
/** SPEC §9 breakpoints: the mobile banner art up to 768 px. */
const MOBILE = '(max-width: 768px)';
const DESKTOP = '(min-width: 769px)';

function BannerImage({ banner, first, t }: { banner: Banner; first: boolean; t: Translate }) {
  return (
    <picture>
      <source media={MOBILE} srcSet={banner.mobileImage} width={800} height={800} />
      {/* art-directed <picture>; sizes fixed by the seed */}
      <img
        src={banner.image}
        alt={t('home.bannerAlt', { title: banner.alt })}
        width={1600}
        height={500}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding={first ? 'sync' : 'async'}
        className="aspect-square w-full rounded-xl object-cover desk:aspect-[16/5]"
        data-testid="banner-image"
      />
    </picture>
  );
}

/**
 * 'SS Slider': banner carousel; 'extra-small' size shows card-like banners, several per view.
 * The page's first slider (`priority`) holds its largest paint, the first banner: fetched from the
 * <head> with high priority, only the art for the screen's width.
 */
export async function HeroSlider({
  banners,
  size,
  priority = false,
}: {
  banners: Banner[];
  size: string | null;
  priority?: boolean;
}) {
  const first = banners[0];
  if (!first) return null;
  const locale = await requestLocale();
  const t = getT(locale);
  if (priority) {
    preload(first.mobileImage, { as: 'image', fetchPriority: 'high', media: MOBILE });
    preload(first.image, { as: 'image', fetchPriority: 'high', media: DESKTOP });
  }
  const cards = size?.toLowerCase().replace(/[\s_]/g, '-') === 'extra-small';
  return (
    <Carousel
      label={t('home.sliderLabel')}
      perView={cards ? { mobile: 1.2, desktop: 3 } : { mobile: 1, desktop: 1 }}
      spacing={cards ? 12 : 0}
      autoplayMs={BANNER_AUTOPLAY_MS}
      loop={banners.length > 1}
      showDots
    >
      {banners.map((banner, i) => (
        <a key={i} href={localizePath(locale, banner.link ?? routes.shop)} className="block" data-testid="banner-link">
          <BannerImage banner={banner} first={priority && i === 0} t={t} />
        </a>
      ))}
    </Carousel>
  );
}
