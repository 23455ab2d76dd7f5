import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The modules a module imports, transitively: the package's own files by name, others by specifier. */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(new URL(`../src/${file}`, import.meta.url), 'utf8');
  // Type-only imports leave nothing in the bundle.
  for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)) {
    if (!specifier) continue;
    if (specifier.startsWith('./')) importsOf(specifier.slice(2).replace(/\.js$/, '.ts'), seen);
    else seen.add(specifier);
  }
  return seen;
}

// The front site's search pages read their address with these on a slow phone's first load; zod and
// the schemas built with it (about 30 KB of script run at start) are loaded only when a page needs them.
describe('modules of the search pages first load', () => {
  it.each(['address-values.ts', 'policy-search-address.ts', 'patent-search-options.ts', 'query-limits.ts'])(
    '%s loads no zod',
    (file) => {
      expect([...importsOf(file)]).not.toContain('zod');
    },
  );

  it('sees zod where it is imported', () => {
    expect([...importsOf('content.ts')]).toContain('zod');
  });
});
