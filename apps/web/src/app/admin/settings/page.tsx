import type { Metadata } from 'next';
import {
  adminSettingsReply,
  homeBlocksPageReply,
  mediaFilesReply,
  messageTemplatesReply,
} from '@shop/domain/schemas/admin-replies';
import { loadAdmin } from '@/features/admin/admin-server';
import { HomeBlocksEditor } from '@/features/admin/settings/home-blocks-editor';
import { MessageTemplatesEditor } from '@/features/admin/settings/message-templates-editor';
import { SettingsForm } from '@/features/admin/settings/settings-form';
import { LoadError, PageHeader } from '@/features/admin/ui/page-header';

export const metadata: Metadata = { title: 'Settings' };

export default async function AdminSettingsPage() {
  const [settings, blocks, media, templates] = await Promise.all([
    loadAdmin((client) => client.GET('/api/admin/settings'), adminSettingsReply),
    loadAdmin((client) => client.GET('/api/admin/settings/home-blocks'), homeBlocksPageReply),
    loadAdmin((client) => client.GET('/api/admin/settings/media'), mediaFilesReply),
    loadAdmin((client) => client.GET('/api/admin/settings/message-templates'), messageTemplatesReply),
  ]);
  return (
    <>
      <PageHeader
        title="Settings"
        description="Shipping, delivery info, pickup, order limits, the home page and the order messages."
      />
      {settings.ok ? <SettingsForm settings={settings.data.data} /> : <LoadError message={settings.message} />}
      <h2 className="mb-3 mt-10 text-xl font-semibold">Home page blocks</h2>
      {blocks.ok ? (
        <HomeBlocksEditor
          initial={blocks.data.data}
          categories={blocks.data.meta.categories}
          media={media.ok ? media.data.data : []}
        />
      ) : (
        <LoadError message={blocks.message} />
      )}
      <h2 className="mb-3 mt-10 text-xl font-semibold" id="order-messages">
        Order messages
      </h2>
      {templates.ok ? (
        <MessageTemplatesEditor templates={templates.data.data} />
      ) : (
        <LoadError message={templates.message} />
      )}
    </>
  );
}
