import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats that shrink when compressed; fonts (woff2) and images already are compressed. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/i;

/**
 * Below this size a compressed copy saves too little to matter (the answer fits
 * one packet either way). The API's dynamic compression has the same threshold.
 */
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes a `.br` (brotli, quality 11) and a `.gz` (gzip, level 9) copy next to
 * every hashed text file of the build (under `assets/`), so the all-in-one API
 * sends them as they are instead of compressing per request. Source maps, files
 * that are already compressed and tiny files get none, and neither does a copy
 * that would not be smaller than its original.
 */
export function precompressedAssets(): Plugin {
  let assetsDir = 'assets';
  return {
    name: 'platform-precompressed-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.values(bundle).filter(
        (file) => file.fileName.startsWith(`${assetsDir}/`) && COMPRESSIBLE.test(file.fileName),
      );
      // Both compressions run in libuv's thread pool, so the files are compressed side by side.
      await Promise.all(
        files.map(async (file) => {
          const content = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (content.length < MIN_COMPRESSED_BYTES) return;
          const [brotliCopy, gzipCopy] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          const target = path.join(outDir, file.fileName);
          await Promise.all([
            brotliCopy.length < content.length ? writeFile(`${target}.br`, brotliCopy) : undefined,
            gzipCopy.length < content.length ? writeFile(`${target}.gz`, gzipCopy) : undefined,
          ]);
        }),
      );
    },
  };
}
