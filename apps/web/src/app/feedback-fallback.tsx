import { lazy, Suspense, useEffect, useState } from 'react';
import { setFallbackFeedbackHost } from '../api/feedback.js';
import { retryImport } from '../routing/lazy-retry.js';

const AntdProviders = lazy(() =>
  retryImport(() => import('./antd-providers.js')).then(async (m) => {
    await m.antdStylesLoaded;
    return { default: m.AntdProviders };
  }),
);

/**
 * The app's feedback host, mounted for the rest of the visit from the first message (messages
 * outlive the page they were asked on), or the first notice or confirmation asked for on a page
 * built without antd (the home page). It loads antd's providers on their own, here, and shows
 * what was asked once they are up (the feedback queue replays it).
 */
export function FeedbackFallback() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    setFallbackFeedbackHost(() => setNeeded(true));
    return () => setFallbackFeedbackHost(null);
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <AntdProviders feedbackScope="app" />
    </Suspense>
  ) : null;
}
