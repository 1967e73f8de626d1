import { HomePage } from '@/features/home/home-page';
import { HomeUnavailable } from '@/features/home/home-unavailable';
import { getHomeBlocks } from '@/lib/data/catalog';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { Messages } from '@/lib/i18n/messages-boundary';

export default async function Page() {
  const blocks = await getHomeBlocks();
  if (!blocks.ok) {
    console.error('[home] page blocks failed', blocks.error);
    return <HomeUnavailable />;
  }
  return (
    <Messages ids={clientMessageIds.home}>
      <HomePage blocks={blocks.data} />
    </Messages>
  );
}
