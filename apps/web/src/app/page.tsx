import { HomePage, HomeUnavailable } from '@/features/home/home-page';
import { getHomeBlocks } from '@/lib/data/catalog';

export default async function Page() {
  const blocks = await getHomeBlocks();
  if (!blocks.ok) {
    console.error('[home] page blocks failed', blocks.error);
    return <HomeUnavailable />;
  }
  return <HomePage blocks={blocks.data} />;
}
