import zlib from 'node:zlib';

import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers above 1 KB (the API's JSON lists) when the client accepts it: brotli at a
 * fast level (4: most of the gain for a fraction of the time of 11), else gzip. The app's static
 * files are compressed at build time and sent as they are; this skips what is already encoded.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
