import { z } from 'zod';
import { FileRefSchema } from './files.js';
import { TEXT_LIMITS } from './text-limits.js';

/** The longest name of the service account the footer shows (the settings form's limit). */
export const WECHAT_ACCOUNT_NAME_MAX_LENGTH = 50;

/** The city's WeChat service account as the back office saves it (`/home/footer`, module `home`). */
export const WechatCodeInputSchema = z.object({
  accountName: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(WECHAT_ACCOUNT_NAME_MAX_LENGTH, { error: 'validation.tooLong' }),
  image: FileRefSchema,
});
export type WechatCodeInput = z.infer<typeof WechatCodeInputSchema>;

/** The saved settings (back office), null until first saved. */
export const WechatCodeSettingsSchema = WechatCodeInputSchema.extend({
  updatedAt: z.string().max(TEXT_LIMITS.dateTime),
});
export type WechatCodeSettings = z.infer<typeof WechatCodeSettingsSchema>;

/** GET /api/bus/wechat/code: the QR code image's address for an <img>, and the account's name (data null when unset). */
export const WechatCodeSchema = z.object({
  /** `/api/files/<hash>` (fileUrl). */
  imageUrl: z.string().max(TEXT_LIMITS.url),
  accountName: z.string().max(WECHAT_ACCOUNT_NAME_MAX_LENGTH),
});
export type WechatCode = z.infer<typeof WechatCodeSchema>;
