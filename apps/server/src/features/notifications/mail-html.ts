import { escapeHtml } from '../../lib/escape-html.js';

/**
 * The HTML part of a mail whose content is plain text assembled from people's input (a forwarded
 * application): every character escaped, line breaks kept. Markup typed into a form field thus
 * arrives as visible text in the staff mailbox, never as markup or script.
 */
export function plainTextHtml(text: string): string {
  const body = text
    .split('\n')
    .map((line) => escapeHtml(line))
    .join('<br>\n');
  return `<!doctype html><html><body><div style="font-family:sans-serif">${body}</div></body></html>`;
}
