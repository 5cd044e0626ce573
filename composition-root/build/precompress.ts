import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every script and stylesheet of the build, at the
 * strongest settings: done once per release, so the server sends them without compressing per request
 * (served by serveStatic's `precompressed` option).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    async writeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f) && !f.startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const body = await readFile(path);
          await writeFile(
            `${path}.br`,
            await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          );
          await writeFile(`${path}.gz`, await gzipped(body, { level: constants.Z_BEST_COMPRESSION }));
        }),
      );
    },
  };
}
