import type { ArticleBatchInput, ArticleKind } from '@cityip/contracts';
import { App, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { useArticleBatch } from './articles.api.js';

type BatchAction = ArticleBatchInput['action'];
const ACTIONS: readonly BatchAction[] = ['publish', 'withdraw', 'delete'];

interface ArticleBatchBarProps {
  kind: ArticleKind;
  selectedIds: string[];
  /** Called after a batch action went through, so the list can clear its selection. */
  onDone: () => void;
}

/** Publish, withdraw or delete the selected rows, each after a confirmation dialog. */
export function ArticleBatchBar({ kind, selectedIds, onDone }: ArticleBatchBarProps) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const batch = useArticleBatch(kind);
  const count = selectedIds.length;

  const run = (action: BatchAction) =>
    batch
      .mutateAsync({ action, ids: selectedIds })
      .then(({ affected }) => {
        message.success(t('content.batch.done', { count: affected }));
        onDone();
      })
      .catch((error: unknown) => {
        const text = requestErrorText(error);
        if (text) message.error(text);
      });

  const confirm = (action: BatchAction) =>
    modal.confirm({
      title: t(`content.batch.${action}`),
      content: t(`content.batch.confirm.${action}`, { count }),
      okText: t('content.confirm.ok'),
      cancelText: t('content.confirm.cancel'),
      okButtonProps: { danger: action !== 'publish' },
      onOk: () => run(action),
    });

  return (
    <Flex align="center" gap={8} wrap style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary" aria-live="polite">
        {t('content.batch.selected', { count })}
      </Typography.Text>
      {ACTIONS.map((action) => (
        <Button
          key={action}
          danger={action === 'delete'}
          disabled={count === 0}
          loading={batch.isPending && batch.variables?.action === action}
          onClick={() => confirm(action)}
        >
          {t(`content.batch.${action}`)}
        </Button>
      ))}
    </Flex>
  );
}
