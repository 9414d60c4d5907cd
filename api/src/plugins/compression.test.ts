import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { compressionPlugin } from './compression';

const bigList = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `حافلة ${i}` })), total: 200 };

async function app() {
  const server = Fastify();
  await server.register(compressionPlugin);
  server.get('/big', async () => bigList);
  server.get('/small', async () => ({ ok: true }));
  return server;
}

describe('answer compression', () => {
  it('compresses JSON above 1 KB with the encoding the client prefers', async () => {
    const server = await app();
    const br = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(bigList);
    const gzip = await server.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(bigList);
  });

  it('leaves small answers and clients that accept no encoding alone', async () => {
    const server = await app();
    const small = await server.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const plain = await server.inject('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigList);
  });
});
