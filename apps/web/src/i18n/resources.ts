import type { Locale } from '@cityip/contracts';

/** A `messages.ts` module beside a page or screen: flat keys per language. */
export type MessageCatalogue = Record<Locale, Record<string, string>>;

/** Contract messages use `{name}` placeholders; i18next uses `{{name}}`. */
export function toI18nextPlaceholders(text: string): string {
  return text.replace(/\{(\w+)\}/g, '{{$1}}');
}

/**
 * What one language's portal catalogue is merged from: the contracts' MESSAGES (texts the server
 * sends too), the app's own texts, and the default export of each feature's messages.ts outside the
 * back office (its shared components' texts included). Each record is an `import.meta.glob` result.
 */
export interface CatalogueSources {
  contracts: Record<string, MessageCatalogue>;
  app: Record<string, string>;
  features: Record<string, MessageCatalogue>;
}

/** One language's texts of some feature catalogues, merged. */
export function featureTexts(locale: Locale, catalogues: Iterable<MessageCatalogue>): Record<string, string> {
  return Object.assign({}, ...[...catalogues].map((catalogue) => catalogue[locale]));
}

/**
 * One language's texts of the portal (which the back office shares): contracts, the app's own
 * texts, then every feature catalogue. Features are found by a glob, so a feature folder can be
 * added or removed without touching this file.
 */
export function catalogueOf(locale: Locale, sources: CatalogueSources): Record<string, string> {
  const contractTexts = Object.values(sources.contracts).flatMap((messages) =>
    Object.entries(messages[locale]).map(([key, text]) => [key, toI18nextPlaceholders(text)] as const),
  );
  return {
    ...Object.fromEntries(contractTexts),
    ...sources.app,
    ...featureTexts(locale, Object.values(sources.features)),
  };
}
