import { afterEach, beforeEach, vi } from 'vitest';
import { configureClient, resetClientConfig } from '../src/api/client-config.js';
import { type MessageLevel, registerFeedback } from '../src/api/feedback.js';
import { setNavigate } from '../src/api/navigation.js';
import { resetSessionNotices } from '../src/api/session-notices.js';
import { resetActivity } from '../src/auth/activity.js';
import { stopSessionKeeper } from '../src/auth/session-keeper.js';
import { notifySessionChanged } from '../src/auth/session-store.js';
import { type FakeServer, type Handler, startFakeServer } from './fake-server.js';

/** What the client showed and where it navigated, recorded with timestamps. */
export interface Recorded {
  messages: Array<{ level: MessageLevel; text: string; duration: number; at: number }>;
  modals: Array<{ text: string; close: () => void; at: number }>;
  navigations: Array<{ to: string; at: number }>;
}

/**
 * Per-test wiring for the HTTP client: a fresh fake server, the client pointed at it, recording
 * fakes for messages/modals and navigation, clean storage and keeper state.
 */
export function useClientHarness(handler?: Handler) {
  const ctx = {} as { server: FakeServer; seen: Recorded };
  beforeEach(async () => {
    ctx.server = await startFakeServer(handler);
    configureClient({ origin: ctx.server.origin, language: () => 'zh-CN' });
    const seen: Recorded = { messages: [], modals: [], navigations: [] };
    ctx.seen = seen;
    registerFeedback({
      message: (level, text, duration) => seen.messages.push({ level, text, duration, at: Date.now() }),
      modal: (text, onClose) => seen.modals.push({ text, close: onClose, at: Date.now() }),
      confirm: () => {},
    });
    setNavigate((to) => {
      seen.navigations.push({ to, at: Date.now() });
    });
    resetSessionNotices();
    resetActivity();
    window.localStorage.clear();
    notifySessionChanged();
  });
  afterEach(async () => {
    stopSessionKeeper();
    // A return to the root still pending would otherwise navigate inside the next test.
    resetSessionNotices();
    vi.useRealTimers();
    vi.restoreAllMocks();
    registerFeedback(null);
    setNavigate(null);
    resetClientConfig();
    await ctx.server.close();
  });
  return ctx;
}

/** Stores tokens directly, as a previous page load would have left them. */
export function storeTokens(tokens: { token?: string; visitor?: string; database?: string; role?: string }) {
  if (tokens.token) window.localStorage.setItem('token', tokens.token);
  if (tokens.visitor) window.localStorage.setItem('visitor', tokens.visitor);
  if (tokens.database) window.localStorage.setItem('database_token', tokens.database);
  if (tokens.role) window.localStorage.setItem('role', tokens.role);
  notifySessionChanged();
}

/** Resolves after `ms` real milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
