import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The module the app imports the stylesheet's address from (app/antd-providers.tsx). */
const MODULE_ID = 'virtual:antd-stylesheet';
const RESOLVED_ID = `\0${MODULE_ID}`;
/** Where the dev server serves the sheet. */
const DEV_PATH = '/__antd-stylesheet.css';

/** A rule of the sheet on bare links only: `a`, `a:hover`, `a:focus-visible`, `a[disabled]`, … */
const BARE_LINK_RULE = /(^|\})((?:a(?::[a-z-]+|\[disabled\])?,?)+)\{/g;

/**
 * Scopes antd's link rules to antd's own components. Its runtime styles put them under its
 * components' class; the prebuilt sheet has them bare, so every link of the portal frame lost its
 * focus ring (`a:focus { outline: 0 }`) and underline to variables defined only inside antd.
 * Every antd component carries a `css-var-…` class; `:where()` keeps antd's specificity.
 */
export function scopeAntdLinkRules(css: string): string {
  return css.replace(
    BARE_LINK_RULE,
    (_, before: string, selectors: string) =>
      `${before}${selectors
        .split(',')
        .filter(Boolean)
        .map((selector) => `:where([class*="css-var-"]) ${selector}`)
        .join(',')}{`,
  );
}

function scopedSheet(): string {
  return scopeAntdLinkRules(readFileSync(createRequire(import.meta.url).resolve('antd/dist/antd.css'), 'utf8'));
}

/**
 * `virtual:antd-stylesheet`: the address of antd's prebuilt stylesheet with its link rules scoped
 * (a content-hashed file of the build, a path of the dev server), or '' under Vitest, whose DOM
 * loads no stylesheet.
 */
export function antdStylesheet(): Plugin {
  return {
    name: 'cityip-antd-stylesheet',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (process.env.VITEST) return 'export default "";';
      if (this.meta.watchMode || !('emitFile' in this)) return `export default ${JSON.stringify(DEV_PATH)};`;
      const ref = this.emitFile({ type: 'asset', name: 'antd.css', source: scopedSheet() });
      return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader('content-type', 'text/css; charset=utf-8');
        response.end(scopedSheet());
      });
    },
  };
}
