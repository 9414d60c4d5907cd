import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/** An HTML page held in memory with its brotli and gzip forms, compressed once at start. */
export interface CompressedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const encodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

export function compressPage(html: string): CompressedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: constants.Z_BEST_COMPRESSION }),
  };
}

/** The form of the page the client accepts, and the Content-Encoding it goes out with. */
export function pageForm(page: CompressedPage, acceptEncoding: string | undefined) {
  const encoding = acceptEncoding ? encodings.negotiate(acceptEncoding) : null;
  return encoding ? { body: page[encoding], encoding } : { body: page.identity, encoding: undefined };
}
