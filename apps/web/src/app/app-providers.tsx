import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/index.js';
import { FeedbackHost } from './feedback-host.js';
import { MORE_CONTRAST, REDUCED_MOTION, useMediaPreference } from './media-preference.js';
import { useSeniorMode } from './senior-mode.js';
import { themeFor } from './theme.js';

/** dayjs locale name of a UI language. */
export function dayjsLocaleOf(language: string): string {
  return language === 'en-US' ? 'en' : 'zh-cn';
}

/** The app's shared query cache; data is refetched when a screen mounts again after 30 s. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
}

const defaultQueryClient = createQueryClient();

/**
 * Providers every screen needs: query cache, antd theme (standard or 长辈版, following the system's
 * reduced-motion and contrast settings) and locale (following i18n), feedback.
 */
export function AppProviders({
  children,
  queryClient = defaultQueryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const senior = useSeniorMode();
  const reducedMotion = useMediaPreference(REDUCED_MOTION);
  const moreContrast = useMediaPreference(MORE_CONTRAST);
  const theme = useMemo(() => themeFor({ senior, reducedMotion, moreContrast }), [senior, reducedMotion, moreContrast]);
  dayjs.locale(dayjsLocaleOf(language));
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={language === 'en-US' ? enUS : zhCN} theme={theme}>
        <AntApp>
          <FeedbackHost />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
