import { DEFAULT_LOCALE, LOCALES, type Locale } from '@cityip/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readCookie, writeCookie } from '../auth/browser-storage.js';
import { LANGUAGE_COOKIE } from '../auth/storage-keys.js';
import { retryImport } from '../routing/lazy-retry.js';

/** The stored language preference, or zh-CN (spec: Chinese is the default). */
export function storedLanguage(): Locale {
  const stored = readCookie(LANGUAGE_COOKIE);
  return (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE;
}

type Texts = Record<string, string>;

/**
 * Each language's texts, fetched on first use so a visitor downloads only their language: the
 * portal's (shared by the back office) first, the back office's own when it is first opened.
 */
const CATALOGUES: Record<Locale, () => Promise<{ default: Texts; backOfficeTexts: () => Promise<Texts> }>> = {
  'zh-CN': () => retryImport(() => import('./catalogue.zh-CN.js')),
  'en-US': () => retryImport(() => import('./catalogue.en-US.js')),
};

type Area = 'portal' | 'backOffice';

/** The areas whose texts the app has needed; a language switch fetches all of them. */
const areasInUse = new Set<Area>(['portal']);
const loadedTexts = new Set<string>();

/** The app's i18next instance (react-i18next's `useTranslation` uses it). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // Filled by loadLanguage before the first render and before each switch.
  resources: {},
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // Keys are flat ('accounts.title'), never nested objects.
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** The current UI language. */
export function currentLanguage(): Locale {
  return (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : DEFAULT_LOCALE;
}

/** A remembered language choice outlives the browser session: one year. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

async function loadTexts(language: Locale, area: Area): Promise<void> {
  const key = `${language}/${area}`;
  if (loadedTexts.has(key)) return;
  const catalogue = await CATALOGUES[language]();
  const texts = area === 'portal' ? catalogue.default : await catalogue.backOfficeTexts();
  i18n.addResourceBundle(language, 'translation', texts, true, true);
  loadedTexts.add(key);
}

/**
 * Fetches a language's texts (of every area in use) once; the app renders only after the current
 * language's arrived.
 */
export async function loadLanguage(language: Locale): Promise<void> {
  await Promise.all([...areasInUse].map((area) => loadTexts(language, area)));
}

/** Fetches the back office's texts in the current language, and in any language switched to later. */
export async function loadBackOfficeTexts(): Promise<void> {
  areasInUse.add('backOffice');
  await loadTexts(currentLanguage(), 'backOffice');
}

/** Switches the UI language and remembers it (cookie `lang`; localStorage holds only the spec's keys). */
export async function setLanguage(language: Locale): Promise<void> {
  await loadLanguage(language);
  writeCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_MAX_AGE_S);
  await i18n.changeLanguage(language);
}

/** Translates a key outside React (HTTP client notices, route guard). */
export function t(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, params);
}
