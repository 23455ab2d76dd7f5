import type { WechatCode } from '@cityip/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../api/call-api.js';

/** Query key of the QR code; the back office's save refreshes it. */
export const WECHAT_CODE_QUERY_KEY = ['portal', 'wechatCode'] as const;

/** The city's WeChat service account QR code (GET /api/bus/wechat/code), null when none is configured. */
export function useWechatCode() {
  return useQuery({
    queryKey: WECHAT_CODE_QUERY_KEY,
    queryFn: () => callApi<WechatCode | null>({ url: '/bus/wechat/code' }),
    // It changes a few times a year, like the footer it sits in.
    staleTime: 5 * 60_000,
  });
}

/**
 * The QR code of the city's WeChat service account with its name, for the footer and the account
 * page. Renders nothing while loading, when none is configured, or when it cannot be read.
 */
export function WechatQrCode({ size = 96 }: { size?: number }) {
  const { t } = useTranslation();
  const code = useWechatCode().data;
  if (!code) return null;
  return (
    <figure style={{ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', fontSize: 12 }}>
      <img
        src={code.imageUrl}
        alt={t('wechat.qrAlt', { name: code.accountName })}
        width={size}
        height={size}
        loading="lazy"
      />
      <figcaption>{t('wechat.qrCaption', { name: code.accountName })}</figcaption>
    </figure>
  );
}
