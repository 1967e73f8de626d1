import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { websiteItemWriters } from '../modules/catalog-transfer/website-item.writer';
import { scheduleFacetCompaction } from '../modules/catalog/facet-counts.queries';
import { tokenChecker } from '../modules/resource/resource-auth';
import { ResponseCache } from '../modules/resource/resource-cache';
import { registerResourceRoutes } from '../modules/resource/resource.routes';
import { registerResourceWriteRoutes } from '../modules/resource/resource-writes.routes';
import { reviewWriters } from '../modules/reviews/reviews.writer';
import { catalogDoctypeWriters } from '../modules/catalog/catalog-doctype.writers';
import { salesOrderWriters } from '../modules/orders/sales-order.writer';
import type { AppDeps } from '../app-deps';

/** The resource service (Frappe-compatible subset): /api/resource/* and /api/method/*. */
export const resourceRoutes: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // Frappe clients may POST method calls as a form; parsed here only, for these routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // A JSON POST without a body (fetch with only the header) names its parameters in the query
  // string: read as no body, not refused as empty JSON.
  const json = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === '') done(null, null);
    else void json(request, text, done);
  });
  scheduleFacetCompaction(deps.jobs, deps.db);
  const authenticate = tokenChecker(deps.env.RESOURCE_API_KEY, deps.env.RESOURCE_API_SECRET);
  const cache = new ResponseCache<Buffer>();
  const { settings, payments, delivery } = deps;
  const orders = {
    db: deps.db.kysely,
    autonomous: deps.db.autonomous,
    settings,
    payments,
    delivery,
    warehouse: deps.env.STORE_WAREHOUSE,
  };
  const writers = {
    ...reviewWriters({ db: deps.db, storage: deps.imageStorage }),
    ...websiteItemWriters(deps.db),
    ...catalogDoctypeWriters({ db: deps.db, storage: deps.imageStorage }),
    ...salesOrderWriters(orders, deps.db),
  };
  const service = async (scope: FastifyInstance) => {
    await registerResourceRoutes(scope, { db: deps.db, cache, authenticate });
    registerResourceWriteRoutes(scope, { authenticate, writers });
  };
  await service(app);
  // v2's document writes (frappe/api/v2.py): POST, PUT/PATCH, DELETE /api/v2/document/…
  registerResourceWriteRoutes(app, { authenticate, writers, base: '/v2/document' });
  // Frappe v15 serves the same API under /api/v1 (frappe/api/__init__.py).
  await app.register(service, { prefix: '/v1' });
};
