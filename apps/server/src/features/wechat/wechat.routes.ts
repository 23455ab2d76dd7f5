import { envelope, WechatCodeInputSchema, WechatCodeSchema, WechatCodeSettingsSchema } from '@cityip/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { clearWechatSettings, getWechatCode, getWechatSettings, saveWechatSettings } from './wechat.service.js';

const admin = (summary: string) => ({ summary, tags: ['wechat'] });

/**
 * The city's WeChat service account QR code: public read (`bus/wechat/code`, spec section 7) as an
 * image address plus the account name, so the page renders an <img> with alt text; edited on the
 * footer screen (`/home/footer`, module `home`).
 */
export async function wechatRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/bus/wechat/code',
    {
      config: { auth: 'public' },
      schema: {
        summary: "The WeChat service account's QR code (image address and account name); data null when not set",
        tags: ['wechat'],
        response: { 200: envelope(WechatCodeSchema.nullable()) },
      },
    },
    async (request) => ok(request, await getWechatCode(app.db)),
  );

  r.get(
    '/api/admin/wechat/code',
    {
      config: { module: 'home' },
      schema: {
        ...admin('The WeChat QR code settings (null until saved)'),
        response: { 200: envelope(WechatCodeSettingsSchema.nullable()) },
      },
    },
    async (request) => ok(request, await getWechatSettings(app.db)),
  );

  r.put(
    '/api/admin/wechat/code',
    {
      config: { module: 'home', action: 'wechatCode.update' },
      schema: {
        ...admin('Save the WeChat QR code (an image uploaded with POST /api/admin/files?kind=image)'),
        body: WechatCodeInputSchema,
        response: { 200: envelope(WechatCodeSettingsSchema) },
      },
    },
    async (request) => ok(request, await saveWechatSettings(app.db, app.storage, request.body), 'success.saved'),
  );

  r.delete(
    '/api/admin/wechat/code',
    {
      config: { module: 'home', action: 'wechatCode.delete' },
      schema: { ...admin('Remove the WeChat QR code from the site'), response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      await clearWechatSettings(app.db, app.storage);
      return ok(request, null, 'success.deleted');
    },
  );
}
