// `npm run typecheck`: every project checked by TypeScript 7, the native compiler (about a
// quarter of TypeScript 6's time on CI's two cores). TypeScript 6 stays installed as `typescript`
// for the one test that reads sources with its JavaScript API, which 7 does not offer; both
// packages bring a `tsc` command, so this names 7's by its path rather than trust the link.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const PROJECTS = ['packages/contracts', 'packages/patent-query', 'apps/server', 'apps/web', 'e2e', 'bench'];
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin/tsc');

for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
