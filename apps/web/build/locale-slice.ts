import type { Plugin } from 'vite';

/** The query that asks for one language of a message catalogue: `messages.ts?locale=en-US`. */
const LOCALE_QUERY = /[?&]locale=([\w-]+)/;

/** A language tag as catalogues key their texts ('zh-CN', 'en-US'). */
const LANGUAGE_TAG = /^[a-z]{2}-[A-Z]{2}$/;

/** The ESTree nodes the slicer reads; everything else is walked through generically. */
interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function propertyKey(node: Node): string | null {
  const key = node.key;
  if (!isNode(key)) return null;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  if (key.type === 'Identifier' && typeof key.name === 'string') return key.name;
  return null;
}

/** Value ranges of the object properties named after a language other than `keep`. */
function otherLanguageValues(node: unknown, keep: string, found: Node[]): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) otherLanguageValues(child, keep, found);
    return found;
  }
  if (!isNode(node)) return found;
  const key = node.type === 'Property' ? propertyKey(node) : null;
  if (key && key !== keep && LANGUAGE_TAG.test(key) && isNode(node.value)) {
    found.push(node.value);
    return found;
  }
  for (const [field, child] of Object.entries(node)) if (field !== 'type') otherLanguageValues(child, keep, found);
  return found;
}

/**
 * The source with every `'<other language>': …` property value replaced by `{}`, so a catalogue
 * module keeps only the texts of `keep`. Texts that were held in a constant (`'en-US': enUS`) are
 * then unused and dropped by tree-shaking.
 */
export function sliceCatalogue(source: string, keep: string, parse: (code: string) => unknown): string {
  const values = otherLanguageValues(parse(source), keep, []).sort((a, b) => b.start - a.start);
  let sliced = source;
  for (const value of values) sliced = `${sliced.slice(0, value.start)}{}${sliced.slice(value.end)}`;
  return sliced;
}

/** A relative import of another message module (`./watch-messages.js`), in quotes. */
const MESSAGE_IMPORT = /(from\s+['"])(\.{1,2}\/[^'"?]*messages\.js)(['"])/g;

/**
 * The source with each relative import of a message module asked for in `locale` too. The
 * contracts' catalogue spreads per-feature modules (`WATCH_MESSAGES_ZH`, `…_EN`); imported plainly,
 * the two languages' catalogues would share one copy of each, which the bundler puts in a chunk of
 * its own with both languages, loaded on every first visit. Asked per language, each catalogue
 * gets its own copy, from which the other language's unused constants are tree-shaken.
 */
export function localiseMessageImports(source: string, locale: string): string {
  return source.replace(MESSAGE_IMPORT, `$1$2?locale=${locale}$3`);
}

/**
 * Serves `…/messages.ts?locale=xx` with only that language's texts: each language's catalogue
 * chunk (src/i18n/catalogue.*.ts) then carries one language, and a visitor downloads only theirs.
 * Without it the modules would load whole; the catalogues pick their language either way.
 */
export function localeSlice(): Plugin {
  return {
    name: 'cityip:locale-slice',
    enforce: 'pre',
    transform: {
      filter: { id: LOCALE_QUERY },
      handler(code, id) {
        const locale = LOCALE_QUERY.exec(id)?.[1];
        if (!locale) return null;
        const sliced = sliceCatalogue(code, locale, (text) => this.parse(text, { lang: 'ts' }));
        return { code: localiseMessageImports(sliced, locale), map: null };
      },
    },
  };
}
