import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';

/** A callback that shows why a write failed, unless the HTTP client already told the user. */
export function useShowFailure(): (error: unknown) => void {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (error) => {
    const text = requestErrorText(error, t);
    if (text) message.error(text);
  };
}
