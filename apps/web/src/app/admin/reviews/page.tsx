import type { Metadata } from 'next';
import { reviewPageReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { presentQuery } from '@/features/admin/admin-outcome';
import { ReviewQueue } from '@/features/admin/reviews/review-queue';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Reviews' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export default async function ReviewsPage({ searchParams }: Props) {
  const query = await searchParams;
  const status = one(query.status) ?? 'pending';
  const page = one(query.page);
  const result = await loadAdmin(
    (client) => client.GET('/api/admin/reviews', { params: { query: presentQuery({ status, page }) } }),
    reviewPageReply,
  );
  return (
    <>
      <PageHeader
        title="Reviews"
        description="Shoppers' reviews appear on the product page only after the team approves them."
      />
      {result.ok ? <ReviewQueue page={result.data} /> : <LoadError message={result.message} />}
    </>
  );
}
