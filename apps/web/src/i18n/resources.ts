import { LOCALES, type Locale, MESSAGES } from '@cityip/contracts';
import enUS from './en-US.js';
import zhCN from './zh-CN.js';

/** A `messages.ts` module beside a page or screen: flat keys per language. */
export type MessageCatalogue = Record<Locale, Record<string, string>>;

type MessagesModule = { default?: MessageCatalogue; messages?: MessageCatalogue };

// Every feature keeps its texts in a messages.ts beside its screens; they are merged here so a
// feature folder can be added or removed without touching this file.
const featureModules = import.meta.glob<MessagesModule>('../**/messages.ts', { eager: true });

/** Contract messages use `{name}` placeholders; i18next uses `{{name}}`. */
export function toI18nextPlaceholders(text: string): string {
  return text.replace(/\{(\w+)\}/g, '{{$1}}');
}

function contractMessages(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(MESSAGES[locale]).map(([key, text]) => [key, toI18nextPlaceholders(text)]));
}

/** The feature catalogues found by the glob (exported for the completeness test). */
export function featureCatalogues(): MessageCatalogue[] {
  return Object.values(featureModules)
    .map((module) => module.default ?? module.messages)
    .filter((catalogue): catalogue is MessageCatalogue => Boolean(catalogue));
}

/** All translations per language: contracts, the app's own texts, then every feature catalogue. */
export function buildResources(): Record<Locale, Record<string, string>> {
  const app: MessageCatalogue = { 'zh-CN': zhCN, 'en-US': enUS };
  const result = {} as Record<Locale, Record<string, string>>;
  for (const locale of LOCALES) {
    result[locale] = Object.assign(
      {},
      contractMessages(locale),
      app[locale],
      ...featureCatalogues().map((catalogue) => catalogue[locale] ?? {}),
    );
  }
  return result;
}
