// Writes a brotli and a gzip copy beside every text file of the client build, compressed once at
// the highest levels, so the server hands out compressed bytes without spending CPU per request
// (server/mount.ts serves them with @fastify/static's preCompressed option).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;
/** Below this the compressed copy saves less than one network packet. */
const MIN_BYTES = 1024;

export function isPrecompressible(fileName: string, bytes: number): boolean {
  return COMPRESSIBLE_FILE.test(fileName) && bytes >= MIN_BYTES;
}

async function writeCompressedCopies(file: string): Promise<void> {
  const source = await readFile(file);
  if (!isPrecompressible(file, source.length)) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller would only cost a disk read.
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
}

/** Vite plugin: precompresses what the browser build wrote; the server build is left alone. */
export function precompressClientBuild(): Plugin {
  return {
    name: 'tideline:precompress-client-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (outDir === undefined) return;
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE_FILE.test(fileName))
          .map((fileName) => writeCompressedCopies(path.join(outDir, fileName))),
      );
    },
  };
}
