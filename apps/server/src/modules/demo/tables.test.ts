import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { TableBuffers, type TTableBuffersMessage } from './tables.ts';

/** Lines of varied length and script, so chunks fill unevenly and a multi-byte character lands near every edge. */
const sampleLines = (count: number) =>
  Array.from(
    { length: count },
    (_, i) => `${i}\tООО «Ромашка-${'ж'.repeat(i % 37)}»\t${'x'.repeat((i * 7) % 113)}\t𝔄${i % 5}\t\\N\n`,
  );

describe('TableBuffers', () => {
  it('keeps every line whole and in order across many chunks, Cyrillic and astral characters included', () => {
    const buffers = new TableBuffers();
    const lines = sampleLines(20_000);
    for (const line of lines) buffers.pushLine('companies', line);
    const chunks = buffers.chunks('companies');
    expect(chunks.length).toBeGreaterThan(3);
    // Each chunk ends a line, so a COPY could be cut between any two of them.
    for (const chunk of chunks) expect(chunk.at(-1)).toBe(0x0a);
    expect(buffers.lines('companies')).toEqual(lines);
    expect(buffers.count('companies')).toBe(20_000);
  });

  it('takes a line longer than a whole chunk', () => {
    const buffers = new TableBuffers();
    const long = `${'ю'.repeat(400_000)}\n`;
    buffers.pushLine('registry_changes', 'a\n');
    buffers.pushLine('registry_changes', long);
    buffers.pushLine('registry_changes', 'b\n');
    expect(buffers.lines('registry_changes')).toEqual(['a\n', long, 'b\n']);
  });

  it('hands a batch to another thread by moving its blocks, each table intact', () => {
    const buffers = new TableBuffers();
    const lines = sampleLines(3_000);
    for (const line of lines) buffers.pushLine('companies', line);
    buffers.push('company_directors', [1, 'Иванов Иван', null, 'директор\tи\\учредитель']);
    const { message, transfer } = buffers.toMessage();
    // Every block is moved once: none is a pooled block shared with other buffers.
    expect(new Set(transfer).size).toBe(transfer.length);
    const { port1, port2 } = new MessageChannel();
    port1.postMessage(message, transfer);
    expect(transfer.every((block) => block.byteLength === 0)).toBe(true);
    const received = TableBuffers.fromMessage(receiveMessageOnPort(port2)?.message as TTableBuffersMessage);
    port1.close();
    expect(received.lines('companies')).toEqual(lines);
    expect(received.lines('company_directors')).toEqual(['1\tИванов Иван\t\\N\tдиректор\\tи\\\\учредитель\n']);
    expect(received.count('companies')).toBe(3_000);
  });
});
