import type { ConsultReceipt } from '@cityip/contracts';
import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsultFormat } from './consult-format.js';
import { lookupHref } from './consult-params.js';

/**
 * The receipt of a question just asked: its query number (to keep: it and the contact find the
 * question again), when it was received and when the reply is due. Focus moves to it, so a screen
 * reader or keyboard user is where the news is.
 */
export function ConsultReceiptView({ receipt, onAskAnother }: { receipt: ConsultReceipt; onAskAnother: () => void }) {
  const { t } = useTranslation();
  const format = useConsultFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="consult-receipt" aria-labelledby="consult-receipt-title">
      <h2 id="consult-receipt-title" ref={heading} tabIndex={-1}>
        {t('consult.receipt.title')}
      </h2>
      <dl className="consult-facts">
        <div>
          <dt>{t('consult.field.queryNo')}</dt>
          <dd>
            <strong className="consult-query-no">{receipt.queryNo}</strong>
          </dd>
        </div>
        <div>
          <dt>{t('consult.field.receivedAt')}</dt>
          <dd>{format.time(receipt.receivedAt)}</dd>
        </div>
        <div>
          <dt>{t('consult.field.dueAt')}</dt>
          <dd>{receipt.dueDate}</dd>
        </div>
      </dl>
      <Alert type="warning" showIcon title={t('consult.receipt.keep')} description={t('consult.receipt.keepHint')} />
      <div className="consult-actions">
        <Link to={lookupHref(receipt.queryNo)}>{t('consult.receipt.lookUp')}</Link>
        <Button onClick={onAskAnother}>{t('consult.receipt.askAnother')}</Button>
      </div>
    </section>
  );
}
