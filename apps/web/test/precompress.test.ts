import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../build/precompress.js';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function runPlugin(files: Record<string, string | Buffer>): Promise<string> {
  root = mkdtempSync(join(tmpdir(), 'cityip-precompress-'));
  mkdirSync(join(root, 'dist', 'assets'), { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(root, 'dist', name), content);
  const plugin = precompress();
  const config = { root, build: { outDir: 'dist' } } as ResolvedConfig;
  (plugin.configResolved as (config: ResolvedConfig) => void)(config);
  await (plugin.closeBundle as () => Promise<void>)();
  return join(root, 'dist');
}

describe('precompress (build plugin)', () => {
  it('writes brotli and gzip copies of text files that decompress to the original', async () => {
    const script = 'export const greeting = "你好，世界";\n'.repeat(200);
    const dist = await runPlugin({
      'assets/app-abc.js': script,
      'index.html': `<!doctype html>${'<p>x</p>'.repeat(300)}`,
    });
    const br = readFileSync(join(dist, 'assets/app-abc.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets/app-abc.js.gz'))).toString()).toBe(script);
    expect(br.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(readFileSync(join(dist, 'index.html.br')).length).toBeGreaterThan(0);
  });

  it('leaves small files and images alone', async () => {
    const dist = await runPlugin({ 'assets/tiny.js': 'export {};', 'assets/photo.png': Buffer.alloc(4096, 1) });
    expect(() => readFileSync(join(dist, 'assets/tiny.js.br'))).toThrow();
    expect(() => readFileSync(join(dist, 'assets/photo.png.gz'))).toThrow();
  });
});
