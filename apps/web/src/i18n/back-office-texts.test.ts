import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { webSourceDir } from '../../test/web-source.js';
import portalTexts, { backOfficeTexts } from './catalogue.zh-CN.js';

const SRC = webSourceDir();

const NOT_CODE = /(\.test\.tsx?|\.d\.ts|\/messages\.ts|test-utils\.tsx?|\/i18n\/[^/]+\.ts)$/;

/** The source file a relative import names (`./x.js` is `./x.ts` or `./x.tsx`). */
function sourceOf(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return ['.ts', '.tsx'].map((extension) => base + extension).find((file) => existsSync(file)) ?? null;
}

/**
 * The portal's code: every file outside admin/, and every back-office file it imports (shared
 * components, the list page helpers), followed import by import.
 */
function portalSources(): string[] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !NOT_CODE.test(`/${path}`) && !path.startsWith('admin/'))
    .map((path) => join(SRC, path));
  const seen = new Set(files);
  for (const file of seen) {
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const imported = sourceOf(file, specifier);
      if (imported && !NOT_CODE.test(imported)) seen.add(imported);
    }
  }
  return [...seen];
}

/** Quoted keys (`'a.b'`) and the fixed start of built ones (`` `a.b.${x}` `` → `a.b.`). */
function keysNamedIn(source: string): string[] {
  return [...source.matchAll(/(['`])([\w-]+(?:\.[\w-]+)+\.?)(?:\1|\$\{)/g)].map((match) => match[2] ?? '');
}

describe('texts per area', () => {
  it("the portal (and the back office's shared pieces) use no text that only the back office loads", async () => {
    const backOfficeOnly = Object.keys(await backOfficeTexts()).filter((key) => !(key in portalTexts));
    expect(backOfficeOnly.length).toBeGreaterThan(100);
    const misses: string[] = [];
    for (const file of portalSources()) {
      for (const key of keysNamedIn(readFileSync(file, 'utf8'))) {
        const used = key.endsWith('.')
          ? backOfficeOnly.some((text) => text.startsWith(key))
          : backOfficeOnly.includes(key);
        if (used) misses.push(`${relative(SRC, file)}: ${key}`);
      }
    }
    expect(misses).toEqual([]);
  });
});
