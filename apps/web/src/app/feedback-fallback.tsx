import { lazy, Suspense, useEffect, useState } from 'react';
import { setFallbackFeedbackHost } from '../api/feedback.js';
import { retryImport } from '../routing/lazy-retry.js';

const AntdProviders = lazy(() =>
  retryImport(() => import('./antd-providers.js')).then((m) => ({ default: m.AntdProviders })),
);

/**
 * Pages built without antd (the home page) mount no feedback host. The first message, session
 * notice or confirmation asked for there loads antd's providers on their own, here, and is shown
 * once they are up (the feedback queue replays it).
 */
export function FeedbackFallback() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    setFallbackFeedbackHost(() => setNeeded(true));
    return () => setFallbackFeedbackHost(null);
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <AntdProviders />
    </Suspense>
  ) : null;
}
