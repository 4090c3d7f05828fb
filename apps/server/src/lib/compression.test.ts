import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CompressedMemo, chooseEncoding, compressBody, compressionPlugin } from './compression.ts';

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, *', 'br'],
    ['deflate', null],
  ] as const)('Accept-Encoding %s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('CompressedMemo', () => {
  const body = (text: string) => Buffer.from(JSON.stringify({ name: text, rows: Array(200).fill(text) }));

  it('compresses a body once per encoding and hands out what decompresses to it', async () => {
    const memo = new CompressedMemo();
    const card = body('ООО «Ромашка»');
    const first = await memo.compress(card, 'br');
    const again = await memo.compress(Buffer.from(card), 'br');
    expect(again).toBe(first);
    expect(zlib.brotliDecompressSync(again).equals(card)).toBe(true);
    const gzipped = await memo.compress(card, 'gzip');
    expect(zlib.gunzipSync(gzipped).equals(card)).toBe(true);
    // Another body, even one of the same length, is another entry.
    const other = await memo.compress(body('ООО «Ромашкa»'), 'br');
    expect(zlib.brotliDecompressSync(other).toString()).toContain('Ромашкa');
    expect({ hits: memo.hits, misses: memo.misses }).toEqual({ hits: 1, misses: 3 });
  });

  it('lets the least recently used bodies go past its size', async () => {
    const bodies = ['a', 'b', 'c'].map((letter) => Buffer.from(randomBytes(3000).toString('hex') + letter));
    const sizes = await Promise.all(bodies.map(async (b) => (await compressBody(b, 'gzip')).length));
    const memo = new CompressedMemo(Math.max(...sizes) * 2 + 10);
    await memo.compress(bodies[0] as Buffer, 'gzip');
    await memo.compress(bodies[1] as Buffer, 'gzip');
    await memo.compress(bodies[0] as Buffer, 'gzip');
    await memo.compress(bodies[2] as Buffer, 'gzip');
    expect(memo.size.entries).toBe(2);
    expect(memo.size.bytes).toBeLessThanOrEqual(Math.max(...sizes) * 2 + 10);
    const misses = memo.misses;
    await memo.compress(bodies[0] as Buffer, 'gzip');
    expect(memo.misses).toBe(misses);
    await memo.compress(bodies[1] as Buffer, 'gzip');
    expect(memo.misses).toBe(misses + 1);
  });
});

describe('compressionPlugin', () => {
  it('takes the replies of routes the response cache may keep from the memo, and compresses others each time', async () => {
    const memo = new CompressedMemo();
    const app = Fastify();
    await app.register(compressionPlugin, { memo });
    const text = 'Сведения о юридическом лице '.repeat(100);
    app.get('/public', { config: { responseCache: 'public' } }, async (_request, reply) =>
      reply.type('text/plain').send(text),
    );
    app.get('/private', async (_request, reply) => reply.type('text/plain').send(text));
    app.get('/paid', { config: { responseCache: 'anonymous' } }, async (_request, reply) =>
      reply.type('text/plain').send(text),
    );
    try {
      for (const url of ['/public', '/public', '/private', '/private']) {
        const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
        expect(response.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(text);
      }
      expect({ hits: memo.hits, misses: memo.misses }).toEqual({ hits: 1, misses: 1 });
      // A route for anonymous callers: a caller with a token may get a reply of their own, compressed apart.
      const headers = { 'accept-encoding': 'br', authorization: 'Bearer x' };
      await app.inject({ url: '/paid', headers });
      expect(memo.hits).toBe(1);
      await app.inject({ url: '/paid', headers: { 'accept-encoding': 'br' } });
      expect(memo.hits).toBe(2);
      const plain = await app.inject({ url: '/public' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(text);
    } finally {
      await app.close();
    }
  });
});
