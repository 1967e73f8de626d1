import type { Metadata } from 'next';
import { HomePage } from '@/features/home/home-page';
import { HomeUnavailable } from '@/features/home/home-unavailable';
import { publicBaseUrl } from '@/lib/config';
import { getHomeBlocks } from '@/lib/data/catalog';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { getT, requestLocale } from '@/lib/i18n/messages';
import { Messages } from '@/lib/i18n/messages-boundary';
import { homeJsonLd, homeMetadata, homeShareImage } from '@/lib/seo/home-seo';
import { JsonLdScripts } from '@/lib/seo/json-ld-scripts';

export async function generateMetadata(): Promise<Metadata> {
  const [blocks, locale] = await Promise.all([getHomeBlocks(), requestLocale()]);
  const t = getT(locale);
  const baseUrl = publicBaseUrl();
  const siteName = t('seo.siteName');
  return homeMetadata({
    title: t('seo.homeTitle'),
    description: t('seo.homeDescription'),
    siteName,
    locale,
    baseUrl,
    image: blocks.ok ? homeShareImage(blocks.data, baseUrl, siteName) : null,
  });
}

export default async function Page() {
  const [blocks, locale] = await Promise.all([getHomeBlocks(), requestLocale()]);
  if (!blocks.ok) {
    console.error('[home] page blocks failed', blocks.error);
    return <HomeUnavailable />;
  }
  return (
    <>
      <h1 className="sr-only">{getT(locale)('home.heading')}</h1>
      <Messages ids={clientMessageIds.home}>
        <JsonLdScripts nodes={homeJsonLd(getT(locale)('seo.siteName'), publicBaseUrl(), locale)} />
        <HomePage blocks={blocks.data} />
      </Messages>
    </>
  );
}
