import type { ComponentType, ReactNode } from 'react';
import { retryImport } from './lazy-retry.js';

type LoadedRoute = { Component: ComponentType };

/**
 * A lazy route whose page uses antd: the page and antd's providers load together, and the page
 * renders inside them. The portal frame and the home page are built without antd, so a first
 * visit to the home page downloads none of it.
 */
export function withAntd(load: () => Promise<LoadedRoute>): () => Promise<{ element: ReactNode }> {
  return async () => {
    const [{ Component: Page }, { AntdProviders, antdStylesLoaded }] = await Promise.all([
      load(),
      retryImport(() => import('../app/antd-providers.js')),
    ]);
    await antdStylesLoaded;
    return {
      element: (
        <AntdProviders>
          <Page />
        </AntdProviders>
      ),
    };
  };
}
