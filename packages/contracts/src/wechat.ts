import { z } from 'zod';
import { FileRefSchema } from './files.js';

/** The city's WeChat service account as the back office saves it (`/home/footer`, module `home`). */
export const WechatCodeInputSchema = z.object({
  accountName: z.string().trim().min(1, { error: 'validation.required' }).max(50, { error: 'validation.tooLong' }),
  image: FileRefSchema,
});
export type WechatCodeInput = z.infer<typeof WechatCodeInputSchema>;

/** The saved settings (back office), null until first saved. */
export const WechatCodeSettingsSchema = WechatCodeInputSchema.extend({ updatedAt: z.string() });
export type WechatCodeSettings = z.infer<typeof WechatCodeSettingsSchema>;

/** GET /api/bus/wechat/code: the QR code image's address for an <img>, and the account's name (data null when unset). */
export const WechatCodeSchema = z.object({ imageUrl: z.string(), accountName: z.string() });
export type WechatCode = z.infer<typeof WechatCodeSchema>;
