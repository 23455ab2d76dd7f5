import antdStylesheet from 'virtual:antd-stylesheet';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackScope } from '../api/feedback.js';
import { FeedbackHost } from './feedback-host.js';
import { MORE_CONTRAST, REDUCED_MOTION, useMediaPreference } from './media-preference.js';
import { useSeniorMode } from './senior-mode.js';
import { themeFor } from './theme.js';

/** dayjs locale name of a UI language. */
export function dayjsLocaleOf(language: string): string {
  return language === 'en-US' ? 'en' : 'zh-cn';
}

/**
 * antd's styles, built ahead: antd runs in its zero-runtime mode, so no style is computed and
 * injected while a page renders (that was most of a slow phone's work on an antd page: about
 * 140 ms of script per first visit on this machine, four times that on Lighthouse's phone). The
 * theme still reaches the components through CSS variables. Its link rules are scoped to antd's
 * components at build time (build/antd-stylesheet.ts). The sheet goes first in <head>, where
 * antd's runtime put its styles, so the portal's own rules of equal specificity still win.
 * Resolves once it has loaded or failed (a page without antd's styles still works).
 */
export const antdStylesLoaded: Promise<void> = linkFirst(antdStylesheet);

function linkFirst(href: string): Promise<void> {
  // The server bundle has no document, and the unit tests no sheet (jsdom loads none).
  if (!href || typeof document === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => resolve());
    document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"], style'));
  });
}

const NO_INSERTED_SPACE = { autoInsertSpace: false } as const;

/**
 * What antd's components need: the theme (standard or 长辈版, following the system's reduced-motion
 * and contrast settings), the locale (following i18n) and the feedback host. Loaded with the pages
 * that use antd (routing/antd-route.tsx), not with the portal frame or the home page, so a first
 * visit does not download antd.
 */
export function AntdProviders({
  children,
  feedbackScope = 'page',
}: {
  children?: ReactNode;
  /** The app's own providers (FeedbackFallback) host messages for the whole visit. */
  feedbackScope?: FeedbackScope;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const senior = useSeniorMode();
  const reducedMotion = useMediaPreference(REDUCED_MOTION);
  const moreContrast = useMediaPreference(MORE_CONTRAST);
  // No hashed class names: the prebuilt sheet's selectors have none, and a page rendered on the
  // server (where antd may run its development build) then has exactly the browser's markup.
  const theme = useMemo(
    () => ({ ...themeFor({ senior, reducedMotion, moreContrast }), zeroRuntime: true, hashed: false }),
    [senior, reducedMotion, moreContrast],
  );
  dayjs.locale(dayjsLocaleOf(language));
  return (
    // No space put between a two-character button text's characters ("删 除"): screen readers
    // then spell it out, and a speech-control user who says the word 删除 names no button
    // (WCAG 2.5.3, label in name).
    <ConfigProvider locale={language === 'en-US' ? enUS : zhCN} theme={theme} button={NO_INSERTED_SPACE}>
      <AntApp>
        <FeedbackHost scope={feedbackScope} />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
