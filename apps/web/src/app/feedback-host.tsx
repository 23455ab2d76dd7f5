import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { type FeedbackScope, registerFeedback } from '../api/feedback.js';

/**
 * Connects the HTTP client's messages, the session modal and confirmations to antd through
 * App.useApp(), so they follow the current theme and locale (antd's static methods cannot read the
 * context). Unmounting removes it again (registerFeedback's removal).
 */
export function FeedbackHost({ scope }: { scope: FeedbackScope }) {
  const { message, modal } = App.useApp();
  const { t } = useTranslation();
  useEffect(
    () =>
      registerFeedback(
        {
          message: (level, text, duration) => {
            void message.open({ type: level, content: text, duration });
          },
          modal: (text, onClose) => {
            let done = false;
            const close = () => {
              if (done) return;
              done = true;
              onClose();
            };
            modal.warning({
              title: t('session.noticeTitle'),
              content: text,
              okText: t('common.ok'),
              closable: true,
              onOk: close,
              onCancel: close,
              afterClose: close,
            });
          },
          confirm: ({ title, content, okText, cancelText, onOk }) => {
            modal.confirm({ title, content, okText, cancelText, onOk });
          },
        },
        scope,
      ),
    [message, modal, t, scope],
  );
  return null;
}
