import { isPortalFileUrl } from '@cityip/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich content bodies: structure, text formatting, tables, links and images.
 * No script, no event handlers, no style attributes (style-based attacks), links only with
 * http(s), mailto or portal-relative addresses (no javascript:, data:, vbscript:), and images
 * only from the portal's own file store (security case 15).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    p: ['class'],
    span: ['class'],
  },
  allowedClasses: { p: ['text-center', 'text-right', 'text-indent'], span: ['highlight'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Images only from the portal's file store: even a plain https image would make every reader's
  // browser call a foreign server (tracking, referrer leak). The frame holds the attributes left
  // after the checks above, so a refused src is gone here too.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isPortalFileUrl(frame.attribs.src ?? ''),
  // Links that leave the portal open in a new tab and cannot reach back into it.
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return {
        tagName,
        attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
      };
    },
  },
};

/** Rich HTML from an editor, reduced to the allow-list above. */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
