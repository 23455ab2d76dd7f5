import { BannerInputSchema, BannerListSchema, BannerSchema, envelope, TEXT_LIMITS } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeOf, ok } from '../../lib/reply.js';
import { createBanner, deleteBanner, getBanner, listBanners, updateBanner } from './banners.service.js';

const BannerIdParams = z.object({
  id: z.uuid({ error: 'error.bannerNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
const one = { 200: envelope(BannerSchema) };

/** OpenAPI description shared by the routes of this module. */
const doc = (summary: string) => ({ summary, tags: ['banners'] });

/**
 * Home banners (`/home/banner`), module `home`: image, title, where it leads, order and display
 * window. Writes are logged by the audit hook under the `action` names below.
 */
export async function bannersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/banners',
    {
      config: { module: 'home' },
      schema: { ...doc('List banners in display order'), response: { 200: envelope(BannerListSchema) } },
    },
    async (request) => ok(request, await listBanners(app.db)),
  );

  r.get(
    '/api/admin/banners/:id',
    { config: { module: 'home' }, schema: { ...doc('One banner'), params: BannerIdParams, response: one } },
    async (request) => ok(request, await getBanner(app.db, request.params.id)),
  );

  r.post(
    '/api/admin/banners',
    {
      config: { module: 'home', action: 'banner.create' },
      schema: { ...doc('Create a banner'), body: BannerInputSchema, response: one },
    },
    async (request) => ok(request, await createBanner(app.db, localeOf(request), request.body), 'success.saved'),
  );

  r.put(
    '/api/admin/banners/:id',
    {
      config: { module: 'home', action: 'banner.update' },
      schema: { ...doc('Replace a banner'), params: BannerIdParams, body: BannerInputSchema, response: one },
    },
    async (request) =>
      ok(
        request,
        await updateBanner(app.db, app.storage, localeOf(request), request.params.id, request.body),
        'success.saved',
      ),
  );

  r.delete(
    '/api/admin/banners/:id',
    {
      config: { module: 'home', action: 'banner.delete' },
      schema: { ...doc('Delete a banner'), params: BannerIdParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await deleteBanner(app.db, app.storage, request.params.id);
      return ok(request, null, 'success.deleted');
    },
  );
}
