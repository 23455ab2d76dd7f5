import { Code } from '@cityip/contracts';
import { AppError } from './errors.js';

/** The extensions each accepted type may carry; the sniffed type and the name must agree. */
const EXTENSIONS_OF: Record<string, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.ms-excel': ['xls'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
};

/**
 * Inner extensions that a misconfigured web server or a careless download would execute or render
 * (`invoice.php.png`, `cv.html.pdf`). A harmless inner part such as `report.2024.pdf` stays allowed.
 */
const DANGEROUS_INNER = new Set([
  'htm',
  'html',
  'xhtml',
  'shtml',
  'svg',
  'svgz',
  'xml',
  'xsl',
  'js',
  'mjs',
  'php',
  'php3',
  'php4',
  'php5',
  'php7',
  'phtml',
  'phar',
  'asp',
  'aspx',
  'jsp',
  'jspx',
  'cgi',
  'pl',
  'py',
  'rb',
  'sh',
  'bat',
  'cmd',
  'exe',
  'com',
  'scr',
  'dll',
  'msi',
  'ps1',
  'vbs',
  'hta',
  'jar',
  'swf',
]);

/**
 * The file name a browser sent, checked before anything is stored: a plain base name (no `/`, `\`,
 * `..`, drive letter, NUL or other control character), no dangerous double extension. Refused names
 * get a 400 rather than being repaired, so what staff later see is exactly what was uploaded. The
 * name is only ever shown (Content-Disposition); storage paths never derive from it.
 */
export function checkUploadName(name: string): string {
  const trimmed = name.trim();
  const bad =
    trimmed === '' ||
    trimmed.length > 255 ||
    /[/\\]/.test(trimmed) ||
    trimmed.includes('..') ||
    /^[a-z]:/i.test(trimmed) ||
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/.test(trimmed) ||
    trimmed
      .split('.')
      .slice(1, -1)
      .some((part) => DANGEROUS_INNER.has(part.toLowerCase()));
  if (bad) throw new AppError(Code.BAD_REQUEST, 'error.fileName');
  return trimmed;
}

/** Whether `name` ends with an extension of the sniffed type `mime`. */
export function extensionMatches(name: string, mime: string): boolean {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return false;
  return (EXTENSIONS_OF[mime] ?? []).includes(name.slice(dot + 1).toLowerCase());
}
