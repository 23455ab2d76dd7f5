import { type ComponentType, lazy, type ReactNode } from 'react';
import { retryImport } from './lazy-retry.js';

type LoadedRoute = { Component: ComponentType };

const loadProviders = async () => {
  const providers = await retryImport(() => import('../app/antd-providers.js'));
  await providers.antdStylesLoaded;
  return providers.AntdProviders;
};

/**
 * A lazy route whose page uses antd: the page and antd's providers load together, and the page
 * renders inside them. The portal frame and the home page are built without antd, so a first
 * visit to the home page downloads none of it.
 */
export function withAntd(load: () => Promise<LoadedRoute>): () => Promise<{ element: ReactNode }> {
  return async () => {
    const [{ Component: Page }, AntdProviders] = await Promise.all([load(), loadProviders()]);
    return {
      element: (
        <AntdProviders>
          <Page />
        </AntdProviders>
      ),
    };
  };
}

/**
 * A lazy part of a page built without antd (a dialog, a drawer) that uses antd: the part and
 * antd's providers and styles load together when it is first rendered, not with the page.
 */
export function lazyWithAntd<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Part, AntdProviders] = await Promise.all([load(), loadProviders()]);
    return {
      default: (props: P) => (
        <AntdProviders>
          <Part {...props} />
        </AntdProviders>
      ),
    };
  });
}
