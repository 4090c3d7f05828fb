/**
 * `npm run bench:import [-- --documents 200000] [--zip] [--keep] [--text-node-mb 64] [--text-node-only]
 * [--compare-saxes]`:
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
 * `--compare-saxes` it first parses the generated file with ingest's scanner and
 * with saxes building the same units, each in a fresh process (peak RSS is per
 * process), and prints records and MB per CPU second, wall time and peak RSS.
 */
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { createSql } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { isRejection } from '../apps/server/src/modules/ingest/importer.ts';
import { egrulImporter } from '../apps/server/src/modules/ingest/importers/egrul/index.ts';
import { runImport } from '../apps/server/src/modules/ingest/runner.ts';
import { readXmlUnitsWithSaxes } from '../apps/server/src/modules/ingest/xml-saxes-units.ts';
import { readXmlUnits } from '../apps/server/src/modules/ingest/xml-units.ts';
import { hasFlag, wholeNumberOption } from './command-line.ts';
import { printTable } from './markdown-table.ts';
import { measureInChild, reportFromChild } from './measure-in-child.ts';

const DOCUMENTS = wholeNumberOption('documents', 200_000);
const BATCH = wholeNumberOption('batch', egrulImporter.batchSize ?? 2_000);
const TEXT_NODE_MB = wholeNumberOption('text-node-mb', 64);
const XML_READERS = { scanner: readXmlUnits, saxes: readXmlUnitsWithSaxes };
type TXmlReaderName = keyof typeof XML_READERS;

const withCheck = (digits: string, mod: bigint) => digits + String((BigInt(digits) % mod) % 10n);
const weighted = (digits: string, weights: number[]) =>
  String((weights.reduce((s, w, i) => s + w * Number(digits[i]), 0) % 11) % 10);
const innLegal = (n: number) => {
  const body = `77${String(n).padStart(7, '0')}`;
  return body + weighted(body, [2, 4, 10, 3, 5, 9, 4, 6, 8]);
};
const innPerson = (n: number) => {
  const body = `77${String(n).padStart(8, '0')}`;
  const first = body + weighted(body, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
  return first + weighted(first, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]);
};
const grn = (year: string, n: number) => withCheck(`2${year}77${String(n).padStart(7, '0')}`.slice(0, 12), 11n);
const ref = (g: string, d: string) => `<ГРНДата ГРН="${g}" ДатаЗаписи="${d}"/>`;
const OFFICE = 'КодНО="7746" НаимНО="Межрайонная инспекция Федеральной налоговой службы № 46 по г. Москве"';
const STREETS = ['ТЕСТОВАЯ', 'ЛЕНИНА', 'САДОВАЯ', 'ПОБЕДЫ', 'МИРА', 'ГАГАРИНА', 'ПУШКИНА'];
const NAMES = ['РОМАШКА', 'ВЕКТОР', 'ГОРИЗОНТ', 'СТРОЙТЕХ', 'АЛЬФА', 'МЕРИДИАН', 'КАСКАД', 'ЛОТОС'];

/**
 * One company of realistic size; `n` makes the identifiers unique (ОГРН uses 12 digits of n). `later`: the
 * next month's extract of the same company, with a new director (another person) and a moved address.
 */
function documentXml(n: number, later = false): string {
  const o = withCheck(`11877${String(n).padStart(7, '0')}`, 11n);
  const inn = innLegal(n);
  const person = innPerson(n);
  const director = later
    ? { surname: 'ПЕТРОВ', inn: innPerson(50_000_000 + n), since: '2025-02-10' }
    : { surname: 'ИВАНОВ', inn: person, since: '2018-03-12' };
  const g1 = grn('18', n);
  const g2 = grn('24', n);
  const name = `${NAMES[n % NAMES.length]}-${n}`;
  const records = [0, 1, 2, 3, 4, 5]
    .map(
      (
        k,
      ) => `<СвЗапЕГРЮЛ ИдЗап="${n * 10 + k}" ГРН="${k === 0 ? o : grn(String(19 + k), n)}" ДатаЗап="20${19 + k}-0${k + 1}-15">
        <ВидЗап КодСПВЗ="1420${k}" НаимВидЗап="Изменение сведений о юридическом лице, содержащихся в Едином государственном реестре юридических лиц"/>
        <СвРегОрг ${OFFICE}/>
        <СведПредДок><НаимДок>Р13014 ЗАЯВЛЕНИЕ ОБ ИЗМЕНЕНИЯХ</НаимДок><ДатаДок>20${19 + k}-0${k + 1}-10</ДатаДок></СведПредДок>
      </СвЗапЕГРЮЛ>`,
    )
    .join('\n      ');
  return `  <Документ ИдДок="00000000-0000-4000-8000-${String(n).padStart(12, '0')}">
    <СвЮЛ ДатаВып="${later ? '2025-02-14' : '2025-01-14'}" ОГРН="${o}" ДатаОГРН="2018-03-12" ИНН="${inn}" КПП="770401001" СпрОПФ="ОКОПФ" КодОПФ="12300" ПолнНаимОПФ="Общество с ограниченной ответственностью">
      <СвНаимЮЛ НаимЮЛПолн="ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ &quot;${name}&quot;">${ref(o, '2018-03-12')}
        <СвНаимЮЛСокр НаимСокр="ООО &quot;${name}&quot;">${ref(o, '2018-03-12')}</СвНаимЮЛСокр>
      </СвНаимЮЛ>
      <СвАдресЮЛ ВидАдрКлассиф="2"><СвАдрЮЛФИАС ИдНом="${1_000_000 + n}" Индекс="119021"><Регион>77</Регион><НаимРегион>ГОРОД МОСКВА</НаимРегион>
        <МуниципРайон ВидКод="3" Наим="МУНИЦИПАЛЬНЫЙ ОКРУГ ХАМОВНИКИ"/><ЭлУлДорСети Тип="УЛ." Наим="${STREETS[n % STREETS.length]}"/><Здание Тип="Д." Номер="${(n % 200) + (later ? 1 : 0)}"/>${ref(g2, '2024-05-20')}</СвАдрЮЛФИАС></СвАдресЮЛ>
      <СвОбрЮЛ ОГРН="${o}" ДатаОГРН="2018-03-12"><СпОбрЮЛ КодСпОбрЮЛ="01" НаимСпОбрЮЛ="Создание юридического лица"/>${ref(o, '2018-03-12')}</СвОбрЮЛ>
      <СвРегОрг ${OFFICE}>${ref(o, '2018-03-12')}</СвРегОрг>
      <СвУчетНО ИНН="${inn}" КПП="770401001" ДатаПостУч="2018-03-12"><СвНО КодНО="7704" НаимНО="Инспекция Федеральной налоговой службы № 4 по г.Москве"/>${ref(g1, '2018-03-12')}</СвУчетНО>
      <СвРегПФ РегНомПФ="0871010${String(n).padStart(5, '0')}" ДатаРег="2018-03-15"><СвОргПФ КодПФ="087101" НаимПФ="Главное управление ПФР № 10"/></СвРегПФ>
      <СвУстКап НаимВидКап="УСТАВНЫЙ КАПИТАЛ" СумКап="${10_000 + (n % 90) * 1000}">${ref(o, '2018-03-12')}</СвУстКап>
      <СведДолжнФЛ><ГРНДатаПерв ГРН="${o}" ДатаЗаписи="${director.since}"/>
        <СвФЛ Фамилия="${director.surname}" Имя="ИВАН" Отчество="ИВАНОВИЧ" ИННФЛ="${director.inn}">${ref(o, director.since)}</СвФЛ>
        <СвДолжн ВидДолжн="02" НаимВидДолжн="Руководитель юридического лица" НаимДолжн="ГЕНЕРАЛЬНЫЙ ДИРЕКТОР">${ref(o, director.since)}</СвДолжн>
      </СведДолжнФЛ>
      <СвУчредит>
        <УчрЮЛРос><ГРНДатаПерв ГРН="${o}" ДатаЗаписи="2018-03-12"/><НаимИННЮЛ ОГРН="1027700123450" ИНН="7719876544" НаимЮЛПолн="АКЦИОНЕРНОЕ ОБЩЕСТВО &quot;ТЕСТ-ХОЛДИНГ&quot;"/>
          <ДоляУстКап НоминСтоим="4000"><РазмерДоли><Процент>40</Процент></РазмерДоли>${ref(o, '2018-03-12')}</ДоляУстКап></УчрЮЛРос>
        <УчрФЛ><ГРНДатаПерв ГРН="${o}" ДатаЗаписи="2018-03-12"/><СвФЛ Фамилия="ИВАНОВ" Имя="ИВАН" Отчество="ИВАНОВИЧ" ИННФЛ="${person}"/>
          <ДоляУстКап НоминСтоим="6000"><РазмерДоли><ДробДесят>0.6</ДробДесят></РазмерДоли>${ref(o, '2018-03-12')}</ДоляУстКап></УчрФЛ>
      </СвУчредит>
      <СвОКВЭД>
        <СвОКВЭДОсн КодОКВЭД="62.01" НаимОКВЭД="Разработка компьютерного программного обеспечения" ПрВерсОКВЭД="2014">${ref(o, '2018-03-12')}</СвОКВЭДОсн>
        <СвОКВЭДДоп КодОКВЭД="62.02" НаимОКВЭД="Деятельность консультативная и работы в области компьютерных технологий" ПрВерсОКВЭД="2014"/>
        <СвОКВЭДДоп КодОКВЭД="62.09" НаимОКВЭД="Деятельность, связанная с использованием вычислительной техники" ПрВерсОКВЭД="2014"/>
        <СвОКВЭДДоп КодОКВЭД="63.11" НаимОКВЭД="Деятельность по обработке данных" ПрВерсОКВЭД="2014"/>
      </СвОКВЭД>
      ${records}
    </СвЮЛ>
  </Документ>
`;
}

async function generate(file: string, documents: number, later = false) {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(iconv.encode(text, 'windows-1251'))) await once(out, 'drain');
  };
  await write(`<?xml version="1.0" encoding="windows-1251"?>
<Файл ИдФайл="VO_RUGFO_0000_9965_20250115_bench" ВерсФорм="4.07" ТипИнф="ЕГРЮЛ_ОТКР_СВЕД" КолДок="${documents}">
`);
  let chunk = '';
  for (let n = 1; n <= documents; n++) {
    chunk += documentXml(n, later);
    if (chunk.length > 1_000_000) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(`${chunk}</Файл>\n`);
  out.end();
  await once(out, 'finish');
}

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

/** The scanner against saxes on the same file, parse-only, each reader in a process of its own. */
function compareWithSaxes(file: string, megabytes: number) {
  const script = fileURLToPath(import.meta.url);
  const runs = ['units', 'units + mapping'].flatMap((what) =>
    (Object.keys(XML_READERS) as TXmlReaderName[]).map((reader) => ({ what, reader })),
  );
  const rows = runs.map(({ what, reader }) => {
    const reading = measureInChild<Awaited<ReturnType<typeof parseOnly>>>(script, [
      '--measure-xml',
      reader,
      file,
      what === 'units' ? 'units-only' : 'records',
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
  reportFromChild(await parseOnly(file as string, reader as TXmlReaderName, what === 'units-only'));
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
  await generate(xml, DOCUMENTS);
  const megabytes = statSync(xml).size / 1024 / 1024;
  let input = xml;
  if (hasFlag('compare-saxes')) {
    console.log(`Parsing with the scanner and with saxes (${megabytes.toFixed(0)} MB) …`);
    compareWithSaxes(xml, megabytes);
  }
  if (hasFlag('zip')) {
    input = path.join(dir, 'egrul.zip');
    execFileSync('zip', ['-q', '-j', input, xml]);
  }
  console.log(`Parsing only (${megabytes.toFixed(0)} MB) …`);
  const parse = await parseOnly(xml);

  const server = await scratchServer(dir);
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
    await generate(later, DOCUMENTS, true);
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
