import { SENIOR_DISPLAY_MODE } from '@cityip/contracts';
import { useSyncExternalStore } from 'react';
import { readCookie, writeCookie } from '../auth/browser-storage.js';
import { DISPLAY_MODE_COOKIE } from '../auth/storage-keys.js';

/** The choice outlives the browser session, as the language does: one year. */
const DISPLAY_MODE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** The class on <html> the senior styles (global.css) hang on. */
export const SENIOR_MODE_CLASS = 'senior-mode';

const listeners = new Set<() => void>();
let senior = readCookie(DISPLAY_MODE_COOKIE) === SENIOR_DISPLAY_MODE;

function applyToDocument(): void {
  if (typeof document !== 'undefined') document.documentElement.classList.toggle(SENIOR_MODE_CLASS, senior);
}
applyToDocument();

/** Whether the portal shows its senior-friendly version (长辈版). */
export function isSeniorMode(): boolean {
  return senior;
}

/** Switches 长辈版 on or off for this browser and every screen showing now. */
export function setSeniorMode(on: boolean): void {
  senior = on;
  writeCookie(DISPLAY_MODE_COOKIE, on ? SENIOR_DISPLAY_MODE : '', DISPLAY_MODE_COOKIE_MAX_AGE_S);
  applyToDocument();
  for (const listener of listeners) listener();
}

/** The display mode of the page the server is rendering (from the request's cookie); remembers nothing. */
export function renderSeniorMode(on: boolean): void {
  senior = on;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The display mode for a component, re-rendered when it is switched. */
export function useSeniorMode(): boolean {
  return useSyncExternalStore(subscribe, isSeniorMode, isSeniorMode);
}
