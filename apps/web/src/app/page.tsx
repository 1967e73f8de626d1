import { HomePage, HomeUnavailable } from '@/features/home/home-page';
import { getHomeBlocks } from '@/lib/data/catalog';
import { clientMessageIds } from '@/lib/i18n/client-message-ids';
import { ClientMessages } from '@/lib/i18n/client-messages';

export default async function Page() {
  const blocks = await getHomeBlocks();
  if (!blocks.ok) {
    console.error('[home] page blocks failed', blocks.error);
    return <HomeUnavailable />;
  }
  return (
    <>
      <ClientMessages ids={clientMessageIds.home} />
      <HomePage blocks={blocks.data} />
    </>
  );
}
