import './watch.css';
import { WATCH_TAB_PATH, type WatchUnsubscribeResult } from '@cityip/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { unsubscribeByToken, watchKeys } from './watch.api.js';

/** What was turned off, in words. */
function Confirmation({ result }: { result: WatchUnsubscribeResult }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  if (result.name === null) return <p>{t('watch.unsubscribe.gone')}</p>;
  return (
    <p>
      {result.kind === 'search'
        ? t('watch.unsubscribe.search', { name: result.name })
        : t('watch.unsubscribe.industry', { name: format.industry(result.name) })}
    </p>
  );
}

/**
 * `/watchUnsubscribe?token=`: the unsubscribe link of an alert mail. Opening it unsubscribes at
 * once, without a login (the signed token is the proof), and says what was turned off; it may be
 * opened again and says the same. A link that is not valid says so and changes nothing.
 */
export function WatchUnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // A query, not a mutation: a second render (or the page opened again) asks once more and the
  // answer is the same, as unsubscribing is idempotent.
  const done = useQuery({
    queryKey: [...watchKeys.all, 'unsubscribe', token],
    queryFn: () => unsubscribeByToken(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const failed =
    token === ''
      ? t('watch.unsubscribe.noToken')
      : done.isError
        ? (requestErrorText(done.error, t) ?? t('watch.unsubscribe.failed'))
        : null;
  return (
    <RoutePageFrame>
      <div className="watch-unsubscribe" aria-live="polite">
        {failed ? (
          <>
            <h2>{t('watch.unsubscribe.failedTitle')}</h2>
            <p role="alert">{failed}</p>
          </>
        ) : done.data ? (
          <>
            <h2>{t('watch.unsubscribe.doneTitle')}</h2>
            <Confirmation result={done.data} />
          </>
        ) : (
          <p>{t('watch.unsubscribe.working')}</p>
        )}
        <p>
          <Link to={WATCH_TAB_PATH}>{t('watch.unsubscribe.manage')}</Link>
        </p>
      </div>
    </RoutePageFrame>
  );
}
