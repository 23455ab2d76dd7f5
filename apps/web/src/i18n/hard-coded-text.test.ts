import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { webSourceDir } from '../../test/web-source.js';

const SRC = webSourceDir();

/** Files that hold texts on purpose: the catalogues, tests and their data. */
const NOT_COMPONENT_CODE =
  /(\.test\.tsx?|\.d\.ts|\/messages\.ts|\/i18n\/[^/]+\.ts|fixtures\.tsx?|test-kit\.tsx?|test-utils\.tsx?)$/;

/**
 * Literals that are data, not interface text, each with its reason: patent search examples are
 * query syntax over Chinese patent records, written the same in both languages; link fields show
 * the form of an address.
 */
const DATA_LITERALS: Record<string, RegExp> = {
  'portal/patent-search/field-help.tsx': /^(TI|AB|CL|PA|IN|PT|LS|摘要)=\(|^芯片 NEAR\/3 散热$|^某某区$|^生物医药$/,
  'portal/patent-search/filter-panel.tsx': /^AD>=2020$/,
  'admin/banners/banner-link-fields.tsx': /^\/policySearch$/,
  'admin/content/kind-fields.tsx': /^https:\/\/$/,
};

/** Attributes whose literal value a person reads or hears. */
const SPOKEN_ATTRIBUTES = new Set(['title', 'alt', 'placeholder', 'aria-label', 'aria-description', 'label']);

const HAN = /\p{Script=Han}/u;

/** Text inside `aria-hidden="true"` is decoration (a logo's letters), never read out. */
function isDecoration(text: ts.JsxText): boolean {
  const element = text.parent;
  if (!ts.isJsxElement(element)) return false;
  return element.openingElement.attributes.properties.some(
    (attribute) =>
      ts.isJsxAttribute(attribute) &&
      attribute.name.getText() === 'aria-hidden' &&
      attribute.initializer !== undefined &&
      ts.isStringLiteral(attribute.initializer) &&
      attribute.initializer.text === 'true',
  );
}
const WORD = /[A-Za-z]{2,}/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !NOT_COMPONENT_CODE.test(path) ? [path] : [];
  });
}

/** Every user-visible literal of a file that bypasses the translations, as `file:line text`. */
function hardCodedTexts(path: string): string[] {
  const file = relative(SRC, path);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const allowed = DATA_LITERALS[file];
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (allowed?.test(text.trim())) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1} ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if ((HAN.test(node.text) || WORD.test(node.text)) && !isDecoration(node)) report(node, node.text);
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      const parent = node.parent;
      const spoken =
        ts.isJsxAttribute(parent) && SPOKEN_ATTRIBUTES.has(parent.name.getText(source)) && WORD.test(node.text);
      if (HAN.test(node.text) || spoken) report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('interface texts', () => {
  it('come from the translations: no Chinese literal and no English text in markup outside the catalogues', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(hardCodedTexts)).toEqual([]);
  });
});
