import { existsSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The web app's `src` folder, for tests that read the source itself. Under jsdom import.meta.url
 * is no file URL; the suite runs from the repository or from apps/web.
 */
export function webSourceDir(): string {
  const dir = [join(process.cwd(), 'apps/web/src'), join(process.cwd(), 'src')].find((candidate) =>
    existsSync(candidate),
  );
  if (!dir) throw new Error(`no apps/web/src below ${process.cwd()}`);
  return dir;
}
