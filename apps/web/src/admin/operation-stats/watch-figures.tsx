import { Code, type OperationHeadline, type WatchRunResult } from '@cityip/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { FigureCards } from './figure-cards.js';
import type { OperationFormat } from './operation-charts.js';

/**
 * Queues a digest for every alerting saved search and industry watch now (after a data load);
 * each still mails only what is new. Says how many were queued, in the server's words.
 */
function useRunAlerts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await request<WatchRunResult>({
        url: '/admin/operation-stats/run-alerts',
        method: 'POST',
        silent: true,
      });
      if (answer.code !== Code.OK) throw new ApiError(answer.msg, 'business', 200, answer.code, answer);
      return answer.msg;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'operation-stats'] }),
  });
}

/**
 * Patent alerts (issue 26): saved searches with alerts on and industry subscriptions now, the
 * digests mailed and the unsubscribes of the period; and "run due alerts now".
 */
export function WatchFigures({ headline: h, format }: { headline: OperationHeadline; format: OperationFormat }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const run = useRunAlerts();
  const label = (key: string) => t(`operationStats.watch.${key}`);
  return (
    <>
      <FigureCards
        id="operation-watch-title"
        title={label('title')}
        cards={[
          { key: 'alerting', label: label('alerting'), value: format.number(h.watchAlerting) },
          { key: 'industries', label: label('industries'), value: format.number(h.watchIndustries) },
          { key: 'digests', label: label('digests'), value: format.number(h.watchDigests) },
          { key: 'unsubscribes', label: label('unsubscribes'), value: format.number(h.watchUnsubscribes) },
        ]}
      />
      <div className="operation-watch-run">
        <p>{label('runNote')}</p>
        <Button
          loading={run.isPending}
          onClick={() => run.mutateAsync().then((text) => message.success(text), showFailure)}
        >
          {label('run')}
        </Button>
      </div>
    </>
  );
}
