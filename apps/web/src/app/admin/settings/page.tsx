import type { Metadata } from 'next';
import { adminSettingsReply, homeBlocksPageReply, mediaFilesReply } from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { HomeBlocksEditor } from '@/features/admin/settings/home-blocks-editor';
import { SettingsForm } from '@/features/admin/settings/settings-form';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Settings' };

export default async function AdminSettingsPage() {
  const [settings, blocks, media] = await Promise.all([
    loadAdmin((client) => client.GET('/api/admin/settings'), adminSettingsReply),
    loadAdmin((client) => client.GET('/api/admin/settings/home-blocks'), homeBlocksPageReply),
    loadAdmin((client) => client.GET('/api/admin/settings/media'), mediaFilesReply),
  ]);
  return (
    <>
      <PageHeader title="Settings" description="Shipping, delivery info, pickup, order limits and the home page." />
      {settings.ok ? <SettingsForm settings={settings.data.data} /> : <LoadError message={settings.message} />}
      <h2 className="mb-3 mt-10 text-xl font-semibold">Home page blocks</h2>
      {blocks.ok ? (
        <HomeBlocksEditor initial={blocks.data.data} categories={blocks.data.meta.categories} media={media.ok ? media.data.data : []} />
      ) : (
        <LoadError message={blocks.message} />
      )}
    </>
  );
}
