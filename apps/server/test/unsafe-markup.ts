import { isPortalFileUrl } from '@cityip/contracts';

/**
 * An independent judge of sanitiser output for the XSS tests (security case 15): it does not reuse
 * the sanitiser's allow-list (only the definition of a portal file address), it lists what a browser
 * could run, load or navigate to. Used by the server tests and the browser test. Test-only.
 *
 * It relies on the shape sanitize-html writes (every attribute double-quoted, `<`, `>`, `"` and `&`
 * escaped in text and values), and reports anything outside that shape instead of guessing.
 */

/** Elements that run script, load a resource, navigate, submit or re-parse their content. */
const ACTIVE_ELEMENTS = new Set([
  'script',
  'style',
  'link',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'base',
  'meta',
  'form',
  'button',
  'input',
  'textarea',
  'select',
  'svg',
  'math',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'template',
  'details',
  'video',
  'audio',
  'source',
  'track',
  'marquee',
  'html',
  'head',
  'body',
  'title',
]);

/** Attributes that run script, fetch, submit, or re-parse HTML, whatever their value. */
const ACTIVE_ATTRIBUTES = new Set([
  'style',
  'srcdoc',
  'srcset',
  'action',
  'formaction',
  'data',
  'xlink:href',
  'background',
  'poster',
  'ping',
  'http-equiv',
  'autofocus',
]);

/** What a rich body may link to: the web, mail, or the portal itself. */
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const PORTAL = 'https://portal.test';

const TAG = /<(\/?)([a-z][a-z0-9-]*)((?:\s+[^\s"'=<>/]+(?:="[^"<>]*")?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:="([^"<>]*)")?/g;
const ENTITY = /&(?:(amp|lt|gt|quot)|#(\d+)|#x([0-9a-f]+));/gi;
const NAMED = { amp: '&', lt: '<', gt: '>', quot: '"' } as const;

/** Decodes the entities sanitize-html writes; null when another `&` is left for the browser to interpret. */
function decodeValue(value: string): string | null {
  if (/&(?!(?:amp|lt|gt|quot|#\d+|#x[0-9a-f]+);)/i.test(value)) return null;
  return value.replace(ENTITY, (_match, name: string | undefined, dec?: string, hex?: string) => {
    if (name) return NAMED[name.toLowerCase() as keyof typeof NAMED];
    return String.fromCodePoint(dec ? Number(dec) : Number.parseInt(hex ?? '0', 16));
  });
}

/** Problems of one URL attribute, judged as the browser's URL parser reads it (leading controls stripped). */
function urlProblems(tag: string, name: string, value: string): string[] {
  if (tag === 'img' && name === 'src') {
    return isPortalFileUrl(value) ? [] : [`<img src="${value}">: not a portal upload`];
  }
  if (name !== 'href') return [];
  let url: URL;
  let sameBaseOtherScheme: URL;
  try {
    url = new URL(value, `${PORTAL}/page`);
    sameBaseOtherScheme = new URL(value, `${PORTAL.replace('https:', 'http:')}/page`);
  } catch {
    return [`<${tag} ${name}="${value}">: not a URL`];
  }
  if (!LINK_PROTOCOLS.has(url.protocol)) return [`<${tag} ${name}="${value}">: ${url.protocol} URL`];
  // A link without its own scheme resolves against the page: it must then stay on the portal.
  const relative = url.href !== sameBaseOtherScheme.href;
  if (relative && url.host !== new URL(PORTAL).host) return [`<${tag} ${name}="${value}">: leaves the portal`];
  return [];
}

/**
 * Everything in sanitised `html` that a browser could execute, load from another server, navigate
 * with or submit; empty when the markup is inert.
 */
export function findUnsafeMarkup(html: string): string[] {
  const problems: string[] = [];
  for (const [tagText, slash, rawTag, attributeText = ''] of html.matchAll(TAG)) {
    const tag = (rawTag as string).toLowerCase();
    if (ACTIVE_ELEMENTS.has(tag)) problems.push(`<${slash}${tag}> element`);
    for (const [, rawName, rawValue = ''] of attributeText.matchAll(ATTRIBUTE)) {
      const name = (rawName as string).toLowerCase();
      const value = decodeValue(rawValue);
      if (name.startsWith('on')) problems.push(`${name} handler on <${tag}>`);
      else if (ACTIVE_ATTRIBUTES.has(name)) problems.push(`${name} attribute on <${tag}>`);
      else if (value === null) problems.push(`${name} of <${tag}> holds an entity the browser decodes: ${tagText}`);
      else problems.push(...urlProblems(tag, name, value));
    }
  }
  // Whatever is left with a '<' is markup this judge could not read: report it rather than pass it.
  const rest = html.replace(TAG, '');
  if (rest.includes('<')) problems.push(`unparsed markup: ${rest.slice(rest.indexOf('<'), rest.indexOf('<') + 60)}`);
  return problems;
}
