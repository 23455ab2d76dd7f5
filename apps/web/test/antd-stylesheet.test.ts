import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { scopeAntdLinkRules } from '../build/antd-stylesheet.js';

describe('scopeAntdLinkRules', () => {
  it("puts bare link rules under antd's components and leaves every other rule alone", () => {
    expect(
      scopeAntdLinkRules('.ant-btn{color:red}a{outline:none}a:active,a:hover{outline:0}a[disabled]{cursor:x}'),
    ).toBe(
      '.ant-btn{color:red}:where([class*="css-var-"]) a{outline:none}:where([class*="css-var-"]) a:active,:where([class*="css-var-"]) a:hover{outline:0}:where([class*="css-var-"]) a[disabled]{cursor:x}',
    );
    expect(scopeAntdLinkRules('.ant-typography a{color:blue}.ant-a{x:y}')).toBe(
      '.ant-typography a{color:blue}.ant-a{x:y}',
    );
  });

  it("leaves no bare link rule in antd's own sheet", () => {
    const sheet = readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8');
    const scoped = scopeAntdLinkRules(sheet);
    expect(sheet).toMatch(/(^|\})a\{/);
    expect(scoped).not.toMatch(/(^|\})(a(:[a-z-]+|\[disabled\])?,?)+\{/);
    expect(scoped.length).toBeGreaterThan(sheet.length);
  });
});
