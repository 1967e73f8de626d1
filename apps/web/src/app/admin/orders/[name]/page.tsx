import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { orderDetailReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { OrderDetail } from '@/features/admin/orders/order-detail';
import { LoadError } from '@/features/admin/ui/page-header';

type Props = { params: Promise<{ name: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Order ${decodeURIComponent((await params).name)}` };
}

export default async function OrderPage({ params }: Props) {
  const name = decodeURIComponent((await params).name);
  const result = await loadAdmin(
    (client) => client.GET('/api/admin/orders/{name}', { params: { path: { name } } }),
    orderDetailReply,
  );
  if (!result.ok && result.status === 404) notFound();
  return result.ok ? <OrderDetail detail={result.data.data} /> : <LoadError message={result.message} />;
}
