import { messageTemplatesReply } from '@shop/domain/schemas/admin-replies';
import { messageTemplatesPatch } from '@shop/domain/schemas/admin-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { auditActorOf } from '../audit/audit-log';
import { readMessageTemplates, updateMessageTemplates } from './message-templates';

/** The order messages' texts per step and language, edited in the back-office settings (owner only, as every setting). */
export function registerMessageTemplatesAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin: settings'];
  r.get(
    '/settings/message-templates',
    {
      schema: {
        tags,
        summary: 'Each order step’s message text in English and Arabic, with the defaults',
        response: { 200: messageTemplatesReply },
      },
    },
    async () => ({ data: await readMessageTemplates(deps.db.kysely) }),
  );
  r.put(
    '/settings/message-templates',
    {
      schema: {
        tags,
        summary:
          'Change some steps’ message texts (placeholders {order} {name} {amount}, {link} required); the default text resets one',
        body: messageTemplatesPatch,
        response: { 200: messageTemplatesReply },
      },
    },
    async (request) => ({
      data: await updateMessageTemplates(deps.db.kysely, request.body.templates, auditActorOf(request)),
    }),
  );
}
