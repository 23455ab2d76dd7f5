import type { WechatCodeInput, WechatCodeSettings } from '@cityip/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call-api.js';
import { WECHAT_CODE_QUERY_KEY } from '../../components/wechat-qr-code.js';

const URL = '/admin/wechat/code';
const settingsKey = ['admin', 'wechatCode'] as const;

/** The saved WeChat QR code settings (null until first saved). */
export function useWechatSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: () => callApi<WechatCodeSettings | null>({ url: URL }) });
}

/** After a change the front site's QR code (footer, account page) is read again. */
function useSettled() {
  const client = useQueryClient();
  return (saved: WechatCodeSettings | null) => {
    client.setQueryData(settingsKey, saved);
    void client.invalidateQueries({ queryKey: WECHAT_CODE_QUERY_KEY });
  };
}

/** Saves the account name and QR image (takes `{ input }`, as the contract form's submit passes it). */
export function useSaveWechatSettings() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ input }: { input: WechatCodeInput }) =>
      callApi<WechatCodeSettings>({ url: URL, method: 'PUT', data: input }),
    onSuccess: settled,
  });
}

/** Removes the QR code from the site. */
export function useClearWechatSettings() {
  const settled = useSettled();
  return useMutation({
    mutationFn: () => callApi<null>({ url: URL, method: 'DELETE' }),
    onSuccess: () => settled(null),
  });
}
