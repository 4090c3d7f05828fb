/**
 * `npm run bench:import [-- --documents 200000] [--zip] [--keep] [--text-node-mb 64] [--text-node-only]
 * [--compare-parsers] [--compare-writes]`:
 * first reads one ЕГРЮЛ document whose text node is `--text-node-mb` MB (the reading
 * must stay linear in the node's size), then generates a
 * ЕГРЮЛ 4.07 extract (windows-1251, one company per `Документ` with a
 * director, founders, ОКВЭД, licence and registry records, ~3 KB each), then
 * measures parse-only speed (readXmlUnits + parse, no database) and the full
 * import (runImport into a scratch database: DATABASE_URL's server if set,
 * else an embedded cluster in a temp dir) three times: new companies, the
 * same file again (nothing changes), and the next month's extract in which
 * every director and address changed (the diff, `registry_changes` and change
 * events); prints one table. With
 * `--compare-parsers` it first parses the generated file with ingest's scanner, with
 * saxes building the same units, and with sax-wasm and htmlparser2 building nothing
 * (xml-parser-candidates.ts), each in a fresh process (peak RSS is per process), and
 * prints records and MB per CPU second, wall time and peak RSS. With `--compare-writes` it
 * imports the file with every index kept up and with the search indexes deferred, side by side
 * (import-write-candidates.ts).
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createSql } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { isRejection } from '../apps/server/src/modules/ingest/importer.ts';
import { egrulImporter } from '../apps/server/src/modules/ingest/importers/egrul/index.ts';
import { runImport } from '../apps/server/src/modules/ingest/runner.ts';
import { readXmlUnitsWithSaxes } from '../apps/server/src/modules/ingest/xml-saxes-units.ts';
import { readXmlUnits } from '../apps/server/src/modules/ingest/xml-units.ts';
import { hasFlag, wholeNumberOption } from './command-line.ts';
import { generateExtract } from './egrul-extract.ts';
import { compareWrites } from './import-write-candidates.ts';
import { printTable } from './markdown-table.ts';
import { measureInChild, reportFromChild } from './measure-in-child.ts';
import { countUnitsWithHtmlparser2, countUnitsWithSaxWasm } from './xml-parser-candidates.ts';

const DOCUMENTS = wholeNumberOption('documents', 200_000);
const BATCH = wholeNumberOption('batch', egrulImporter.batchSize ?? 2_000);
const TEXT_NODE_MB = wholeNumberOption('text-node-mb', 64);
const XML_READERS = { scanner: readXmlUnits, saxes: readXmlUnitsWithSaxes };
type TXmlReaderName = keyof typeof XML_READERS;
/** Parsers that only read the file, building no units (`xml-parser-candidates.ts`). */
const EVENT_READERS = { 'sax-wasm': countUnitsWithSaxWasm, htmlparser2: countUnitsWithHtmlparser2 };
type TEventReaderName = keyof typeof EVENT_READERS;

/** Reads the file's units and maps each to a record, unless `unitsOnly` (the reader's own cost). */
async function parseOnly(file: string, reader: TXmlReaderName = 'scanner', unitsOnly = false) {
  const startedAt = performance.now();
  const cpuBefore = process.cpuUsage();
  let records = 0;
  for await (const unit of XML_READERS[reader](createReadStream(file), 'Документ')) {
    const result = unitsOnly ? unit : egrulImporter.parse(unit);
    if (isRejection(result)) throw new Error(`generated document rejected: ${result.reject}`);
    records++;
  }
  const cpu = process.cpuUsage(cpuBefore);
  return { records, seconds: (performance.now() - startedAt) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

/** Reads the file with a parser that builds nothing: its `Документ` elements counted. */
async function eventsOnly(file: string, reader: TEventReaderName) {
  const startedAt = performance.now();
  const cpuBefore = process.cpuUsage();
  const records = await EVENT_READERS[reader](createReadStream(file), 'Документ');
  const cpu = process.cpuUsage(cpuBefore);
  return { records, seconds: (performance.now() - startedAt) / 1000, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

/** The scanner against saxes and other parsers on the same file, parse-only, each reader in a process of its own. */
function compareParsers(file: string, megabytes: number) {
  const script = fileURLToPath(import.meta.url);
  const runs = [
    ...['units', 'units + mapping'].flatMap((what) =>
      (Object.keys(XML_READERS) as TXmlReaderName[]).map((reader) => ({ what, reader: reader as string })),
    ),
    ...Object.keys(EVENT_READERS).map((reader) => ({ what: 'tags and text, nothing built', reader })),
  ];
  const rows = runs.map(({ what, reader }) => {
    const reading = measureInChild<Awaited<ReturnType<typeof parseOnly>>>(script, [
      '--measure-xml',
      reader,
      file,
      what === 'units' ? 'units-only' : what === 'units + mapping' ? 'records' : 'events',
    ]);
    return [
      `${reader}: ${what}`,
      String(reading.records),
      Math.round(reading.records / reading.cpuSeconds).toLocaleString('en'),
      (megabytes / reading.cpuSeconds).toFixed(1),
      reading.seconds.toFixed(2),
      reading.peakRssMb.toFixed(0),
    ];
  });
  printTable(['reader: reading', 'records', 'records per CPU s', 'MB per CPU s', 'wall s', 'peak RSS MB'], rows);
}

/** A file with one `Документ` holding a single text node of `megabytes` MB, read in the usual 64 KB chunks. */
async function textNodeOnly(dir: string, megabytes: number) {
  const file = path.join(dir, 'text-node.xml');
  const out = createWriteStream(file);
  out.write('<?xml version="1.0" encoding="UTF-8"?>\n<Файл><Документ><Примечание>');
  const line = 'Сведения о юридическом лице &amp; его руководителе\n';
  const block = line.repeat(Math.ceil((1024 * 1024) / Buffer.byteLength(line)));
  for (let written = 0; written < megabytes * 1024 * 1024; written += Buffer.byteLength(block)) {
    if (!out.write(block)) await once(out, 'drain');
  }
  out.end('</Примечание></Документ></Файл>\n');
  await once(out, 'finish');
  const fileMb = statSync(file).size / 1024 / 1024;
  const rssBefore = process.memoryUsage().rss;
  const startedAt = performance.now();
  let characters = 0;
  for await (const unit of readXmlUnits(createReadStream(file), 'Документ')) {
    characters += unit.element.children[0]?.text.length ?? 0;
  }
  const seconds = (performance.now() - startedAt) / 1000;
  const peakMb = process.resourceUsage().maxRSS / 1024;
  rmSync(file);
  printTable(
    ['text node MB', 'characters', 'seconds', 'peak RSS MB', 'RSS before MB'],
    [
      [
        fileMb.toFixed(0),
        String(characters),
        seconds.toFixed(2),
        peakMb.toFixed(0),
        (rssBefore / 1024 / 1024).toFixed(0),
      ],
    ],
  );
}

async function scratchServer(dir: string) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const embedded = await startEmbeddedPostgres(dir);
  return { url: embedded.url, stop: () => embedded.stop() };
}

const measureAt = process.argv.indexOf('--measure-xml');
if (measureAt >= 0) {
  const [reader, file, what] = process.argv.slice(measureAt + 1);
  reportFromChild(
    what === 'events'
      ? await eventsOnly(file as string, reader as TEventReaderName)
      : await parseOnly(file as string, reader as TXmlReaderName, what === 'units-only'),
  );
} else {
  const dir = mkdtempSync(path.join(tmpdir(), 'sverka-bench-import-'));
  try {
    console.log(`Reading one ${TEXT_NODE_MB} MB text node …`);
    await textNodeOnly(dir, TEXT_NODE_MB);
    if (!hasFlag('text-node-only')) await registryBench(dir);
  } finally {
    if (!hasFlag('keep')) rmSync(dir, { recursive: true, force: true });
  }
}

async function registryBench(dir: string) {
  const xml = path.join(dir, 'VO_RUGFO_0000_9965_20250115_bench.xml');
  console.log(`Generating ${DOCUMENTS} ЕГРЮЛ 4.07 documents in ${dir} …`);
  await generateExtract(xml, DOCUMENTS);
  const megabytes = statSync(xml).size / 1024 / 1024;
  let input = xml;
  if (hasFlag('compare-parsers')) {
    console.log(`Parsing with the scanner, saxes, sax-wasm and htmlparser2 (${megabytes.toFixed(0)} MB) …`);
    compareParsers(xml, megabytes);
  }
  if (hasFlag('zip')) {
    input = path.join(dir, 'egrul.zip');
    execFileSync('zip', ['-q', '-j', input, xml]);
  }
  console.log(`Parsing only (${megabytes.toFixed(0)} MB) …`);
  const parse = await parseOnly(xml);

  const server = await scratchServer(dir);
  if (hasFlag('compare-writes')) {
    console.log('Importing into a database as migrated and into one with the search indexes deferred …');
    await compareWrites(server.url, input, !process.env.DATABASE_URL);
  }
  const name = `sverka_bench_import_${process.pid}`;
  const admin = createSql(server.url, { max: 1 });
  await admin.unsafe(`drop database if exists ${name}`);
  await admin.unsafe(`create database ${name}`);
  const url = new URL(server.url);
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), { max: 2 });
  try {
    await migrateDatabase(sql);
    const later = path.join(dir, 'VO_RUGFO_0000_9965_20250215_bench.xml');
    console.log(`Generating the next month's extract (every director and address changed) …`);
    await generateExtract(later, DOCUMENTS, true);
    const runs: [string, string][] = [
      ['new companies', input],
      ['same file again', input],
      ['next extract: director and address changed', later],
    ];
    const parseRate = parse.records / parse.seconds;
    const rows: string[][] = [];
    for (const [label, file] of runs) {
      console.log(`Importing into ${name} (batch ${BATCH}): ${label} …`);
      const summary = await runImport(sql, { ...egrulImporter, batchSize: BATCH }, file);
      if (summary.status !== 'done') throw new Error(`import failed: ${summary.error}`);
      const importRate = summary.read / (summary.ms / 1000);
      rows.push([
        label,
        String(summary.read),
        megabytes.toFixed(0),
        parseRate.toFixed(0),
        importRate.toFixed(0),
        `${((importRate / parseRate) * 100).toFixed(0)} %`,
        (process.resourceUsage().maxRSS / 1024).toFixed(0),
      ]);
    }
    printTable(
      ['import', 'documents', 'MB', 'parse-only rec/s', 'import rec/s', 'import % of parse', 'peak RSS MB'],
      rows,
    );
  } finally {
    await sql.end();
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    await server.stop();
  }
}
