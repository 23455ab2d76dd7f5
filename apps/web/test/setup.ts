import { LOCALES } from '@cityip/contracts';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadBackOfficeTexts, loadLanguage } from '../src/i18n/index.js';
import { staticMediaQueryList } from './media-query.js';

// Lazy route chunks load through the real module graph; on a busy two-core machine that can take
// longer than testing-library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// antd reads media queries and observes sizes; jsdom implements neither.
if (!window.matchMedia) {
  window.matchMedia = (query: string) => staticMediaQueryList(query, false);
}
if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: NoopResizeObserver });
}

// jsdom does not implement scrolling; the scroll reset is asserted with a spy.
window.scrollTo = () => {};

// antd's CSS-in-JS writes a <style> element per component and token; jsdom parses each one into a
// CSSOM that no test reads (jsdom lays nothing out), and that parsing was about 40% of the suite's
// time. The elements are still created, keyed and found as antd expects; only their text is kept
// unparsed.
const createElement = document.createElement.bind(document);
document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
  const element = createElement(tagName, options);
  if (tagName.toLowerCase() !== 'style') return element;
  let css = '';
  for (const property of ['innerHTML', 'textContent']) {
    Object.defineProperty(element, property, {
      get: () => css,
      set: (text: string) => {
        css = text;
      },
    });
  }
  return element;
}) as typeof document.createElement;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    // biome-ignore lint/suspicious/noDocumentCookie: resets the spec's tokenKey cookie between tests.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});

// The app fetches its language's texts before the first render (main.tsx) and the back office's
// with its frame; tests have all of them ready.
await loadBackOfficeTexts();
await Promise.all(LOCALES.map(loadLanguage));
