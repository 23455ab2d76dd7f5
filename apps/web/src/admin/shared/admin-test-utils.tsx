import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { TEST_CONFIG } from '../../../test/portal-test-kit.js';
import type { request } from '../../api/http-client.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { i18n as appI18n } from '../../i18n/index.js';

/** An i18next instance with the app's real translations (loaded by the test setup), in English. */
export function createTestI18n() {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      'en-US': { translation: appI18n.getResourceBundle('en-US', 'translation') },
    },
  });
  return i18n;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders a back-office page at `url` with the providers the app shell gives it. */
export function renderAdminPage(page: ReactElement, url: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const path = url.split('?')[0] ?? url;
  return render(
    <I18nextProvider i18n={createTestI18n()}>
      <QueryClientProvider client={queryClient}>
        <App>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={null} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </App>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The error text the field labelled `label` announces (its `_help` element), or null when valid. */
export function fieldErrorOf(label: string, scope: HTMLElement = document.body): string | null {
  const control = within(scope).getByLabelText(label);
  if (control.getAttribute('aria-invalid') !== 'true') return null;
  const helpId = control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('_help'));
  return (helpId && document.getElementById(helpId)?.textContent) || null;
}

/** Sets the value of the field labelled `label` as typing would. */
export function typeInto(label: string, value: string, scope: HTMLElement = document.body): void {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

/** Opens the antd Select labelled `label` and clicks the option with exactly the text `option`. */
export async function pickOption(label: string, option: string, scope: HTMLElement = document.body): Promise<void> {
  fireEvent.mouseDown(await within(scope).findByLabelText(label));
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}

/** The writing calls (those with a method) a mocked `request` received, in order. */
export function writeCalls<O extends { method?: string }>(mock: { mock: { calls: [O, ...unknown[]][] } }): O[] {
  return mock.mock.calls.map(([options]) => options).filter((options) => options.method);
}

type RequestOptions = Parameters<typeof request>[0];

/** The envelope of a successful answer carrying `data`. */
export const okEnvelope = (data: unknown) => ({ code: 200, msg: '', data });

/**
 * Makes the mocked `request` answer a read by its URL from `reads` (an empty success for any other
 * URL) and every write (a call with a method) with `write`.
 */
export function serveReads(
  mock: { mockImplementation: (implementation: typeof request) => unknown },
  reads: Record<string, unknown>,
  write: (options: RequestOptions) => unknown = () => okEnvelope(null),
): void {
  mock.mockImplementation((async (options: RequestOptions) => {
    if (options.method) return write(options);
    return okEnvelope(Object.hasOwn(reads, options.url) ? reads[options.url] : null);
  }) as typeof request);
}

/** Before each test: the mocked `request` forgets its calls and answers, the runtime config is the test one; after it, unmount. */
export function resetAdminTestsEach(mock: { mockReset: () => unknown }): void {
  beforeEach(() => {
    mock.mockReset();
    setRuntimeConfig(TEST_CONFIG);
  });
  afterEach(cleanup);
}
