import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'sverka-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressDirectory', () => {
  it('writes .br and .gz beside each text file that decompress to the file itself', async () => {
    mkdirSync(path.join(dir, 'assets'));
    const script = 'export const rows = [];\n'.repeat(400);
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
    writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>x</title>${'<div></div>'.repeat(200)}`);
    writeFileSync(path.join(dir, 'tiny.css'), 'a{}');
    writeFileSync(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    const report = await precompressDirectory(dir);

    const asset = path.join(dir, 'assets', 'index-abc123.js');
    expect(zlib.brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(dir, 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo.png.br'))).toBe(false);
    expect(report.map((entry) => entry.file).sort()).toEqual([path.join('assets', 'index-abc123.js'), 'index.html']);
    const [entry] = report.filter((item) => item.file.endsWith('.js'));
    expect(entry?.br).toBeLessThan(script.length / 10);
  });
});
