import type { Metadata } from 'next';
import { loadAdmin } from '@/features/admin/admin-server';
import { SearchAdmin } from '@/features/admin/search/search-admin';
import { searchReportReply, synonymsReply } from '@/features/admin/search/search-replies';
import { LoadError } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Search' };

export default async function AdminSearchPage() {
  const [synonyms, report] = await Promise.all([
    loadAdmin((client) => client.GET('/api/admin/search/synonyms'), synonymsReply),
    loadAdmin((client) => client.GET('/api/admin/search/report'), searchReportReply),
  ]);
  if (!synonyms.ok) return <LoadError message={synonyms.message} />;
  if (!report.ok) return <LoadError message={report.message} />;
  return <SearchAdmin synonyms={synonyms.data.data} report={report.data.data} />;
}
