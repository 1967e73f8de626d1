import { HomePage } from '@/features/home/home-page';
import { HomeUnavailable } from '@/features/home/home-unavailable';
import { getHomeBlocks } from '@/lib/data/catalog';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';
import { getT, requestLocale } from '@/lib/i18n/messages';

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
        <HomePage blocks={blocks.data} />
      </Messages>
    </>
  );
}
