import type { Captcha } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The captcha code input with its image; clicking the image (or the link) fetches a new one.
 * `checkedOnSubmit: false` leaves it out of the form's submit check, for forms where only one
 * action (sending a code) needs the captcha and checks it itself. `id` tells two captchas of one
 * page apart (the consultation page keeps its ask and look-up forms side by side).
 */
export function CaptchaField({
  captcha,
  failed,
  onRefresh,
  checkedOnSubmit = true,
  id = 'login-captcha',
}: {
  captcha: Captcha | null;
  failed: boolean;
  onRefresh: () => void;
  checkedOnSubmit?: boolean;
  id?: string;
}) {
  const { t } = useTranslation();
  const src = captcha ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}` : '';
  return (
    <Form.Item label={t('login.captcha')} htmlFor={id} required>
      <div className="captcha-row">
        <Form.Item
          name="captchaCode"
          noStyle
          rules={checkedOnSubmit ? [{ required: true, whitespace: true, message: t('error.captchaRequired') }] : []}
        >
          <Input id={id} autoComplete="off" maxLength={16} />
        </Form.Item>
        <button type="button" className="captcha-image" onClick={onRefresh} aria-label={t('login.captchaImage')}>
          {src ? <img src={src} alt="" width={120} height={40} /> : <span className="captcha-placeholder" />}
        </button>
      </div>
      <button type="button" className="link-button" onClick={onRefresh}>
        {failed ? t('login.captchaFailed') : t('login.captchaRefresh')}
      </button>
    </Form.Item>
  );
}
