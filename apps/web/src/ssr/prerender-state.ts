import { PRERENDER_STATE_ID, type PublicConfig } from '@cityip/contracts';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { setFrameFirstRender } from '../app/frame-first.js';
import { setRuntimeConfig } from '../config/runtime-config.js';

/** What a pre-rendered page hands the browser: the data it was rendered with. */
export interface PrerenderState {
  config: PublicConfig;
  queries: DehydratedState;
  /** Only the portal frame was rendered, with the loading placeholder where the page goes. */
  frameFirst: boolean;
}

/**
 * Serialises the state for a `<script type="application/json">`: `<` is escaped, so text from the
 * data (an article title, say) can never close the element and start markup of its own.
 */
export function serialiseState(state: PrerenderState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** The state of a page the server rendered, or null when the page starts in the browser. */
export function readPrerenderState(): PrerenderState | null {
  const element = document.getElementById(PRERENDER_STATE_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as PrerenderState;
}

/** Starts the app's query cache, runtime config and first render from the state a page was rendered with. */
export function adoptPrerenderState(state: PrerenderState, queryClient: QueryClient): void {
  hydrate(queryClient, state.queries);
  setRuntimeConfig(state.config);
  setFrameFirstRender(state.frameFirst);
}
