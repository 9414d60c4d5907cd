import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain less than the compression costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of the API's routes above 1 KB (JSON, CSV exports) with brotli or gzip, as
 * the client accepts. Built assets and the HTML pages carry their precompressed form and encoding
 * already (static-site), so they pass through untouched; the live feed hijacks its reply and is
 * never buffered here.
 */
async function compression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: THRESHOLD_BYTES, encodings: ['br', 'gzip'] });
}

export const compressionPlugin = fp(compression, { name: 'compression' });
