/**
 * `npm run bench:csv [-- --mb 8] [--rounds 3] [--keep]`: writes CSV files of about `--mb` MB in the
 * shapes the importers read — ФНС open-data sets (`,` and `;`, G1…Gn headers, quoted
 * names with doubled quotes), ФССП's all-quoted lists, Роспатент's wide file with a BOM
 * and line breaks inside quoted fields, a windows-1251 file and a CRLF file like OFAC's
 * sdn.csv — then reads every file with the reader ingest used before csv-parse and with
 * `readCsvRows` (csv-parse), each in a fresh process so that peak RSS is its own, reading
 * the file `--rounds` times (the round with the least CPU time counts: the figures are for
 * a warm reader, and CPU time holds up on a busy machine where wall time does not), and
 * prints rows and MB per CPU second, the wall time and peak RSS per file and reader.
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { readCsvRows, type TCsvOptions } from '../apps/server/src/modules/ingest/csv-rows.ts';
import { hasFlag, wholeNumberOption } from './command-line.ts';
import { readCsvRows as readCsvRowsHandwritten } from './csv-handwritten-reader.ts';
import { printTable } from './markdown-table.ts';
import { measureInChild, reportFromChild } from './measure-in-child.ts';

const READERS = { 'hand-written': readCsvRowsHandwritten, 'csv-parse': readCsvRows };
type TReaderName = keyof typeof READERS;
/** `cpuSeconds`: the process's user + system time, which a busy machine inflates far less than wall time. */
type TReading = { rows: number; seconds: number; cpuSeconds: number };

/** Deterministic draws, so that every run reads the same files. */
function draws(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return {
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    digits: (count: number) => Array.from({ length: count }, () => Math.floor(next() * 10)).join(''),
    chance: (share: number) => next() < share,
  };
}

const SURNAMES = ['ИВАНОВ', 'ПЕТРОВА', 'КУЗНЕЦОВ', 'СМИРНОВА', 'ЗАЙЦЕВ', 'ОРЛОВА', 'ЛЕБЕДЕВ'];
const NAMES = ['ИВАН', 'ЕЛЕНА', 'ПЁТР', 'ОЛЬГА', 'СЕРГЕЙ', 'МАРИЯ'];
const COMPANIES = ['РОМАШКА', 'ВЕКТОР', 'ТЕСТ-ХОЛДИНГ', 'ГОРИЗОНТ', 'СТРОЙТЕХ', 'АЛЬФА', 'МЕРИДИАН'];
const STREETS = ['УЛ. ТЕСТОВАЯ', 'НЕВСКИЙ ПР-КТ', 'УЛ. ЛЕНИНА', 'ПР-КТ МИРА', 'УЛ. САДОВАЯ'];
const CITIES = ['Г. МОСКВА', 'Г. САНКТ-ПЕТЕРБУРГ', 'Г. ТУЛА', 'Г. ОМСК', 'Г. КАЗАНЬ'];

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

type TShape = {
  name: string;
  options: TCsvOptions;
  header: string;
  /** One record, without its line end. */
  row: (draw: ReturnType<typeof draws>, n: number) => string;
  lineEnd?: string;
  bom?: boolean;
};

const SHAPES: TShape[] = [
  {
    name: 'ФНС disqualified (`,`)',
    options: { delimiter: ',' },
    header: Array.from({ length: 14 }, (_, i) => `G${i + 1}`).join(','),
    row: (d, n) =>
      [
        String(100_000_000_000 + n),
        `${d.pick(SURNAMES)} ${d.pick(NAMES)} ${d.pick(NAMES)}ОВИЧ`,
        `0${1 + (n % 9)}.0${1 + (n % 9)}.19${60 + (n % 40)}`,
        d.chance(0.3) ? quoted(`${d.pick(CITIES)}, ${d.pick(STREETS)}`) : d.pick(CITIES),
        quoted(`ООО "${d.pick(COMPANIES)}"`),
        `77${d.digits(8)}`,
        'ДИРЕКТОР',
        'Ч.5 СТ. 14.25 КОАП РФ',
        'ИФНС № 19 ПО Г. МОСКВЕ',
        `${d.pick(SURNAMES)} Л Л`,
        'МИРОВОЙ СУДЬЯ',
        `${n % 3} г ${n % 12} м 0 д`,
        '31.01.2025',
        '',
      ].join(','),
  },
  {
    name: 'ФНС massleaders (`;`)',
    options: { delimiter: ';' },
    header: 'G1;G2;G3;G4;G5',
    row: (d) =>
      d.chance(0.2)
        ? [d.digits(12), d.pick(SURNAMES), d.pick(NAMES), `${d.pick(NAMES)}ОВИЧ`].map(quoted).join(';') +
          `;${d.digits(2)}`
        : [d.digits(12), d.pick(SURNAMES), d.pick(NAMES), `${d.pick(NAMES)}ОВИЧ`, d.digits(2)].join(';'),
  },
  {
    name: 'ФНС massaddresses (`;`, `;` in quotes)',
    options: { delimiter: ';' },
    header: 'G1;G2;G3;G4;G5;G6;G7;G8;G9',
    row: (d) =>
      [
        d.digits(2),
        '',
        d.pick(CITIES),
        '',
        d.chance(0.5) ? quoted(d.pick(STREETS)) : d.pick(STREETS),
        `Д. ${d.digits(3)}`,
        '',
        d.chance(0.3) ? quoted(`ПОМ. ${d.digits(1)}-Н; КОМ. ${d.digits(1)}`) : '',
        d.digits(2),
      ].join(';'),
  },
  {
    name: 'ФССП iplegallist (all quoted)',
    options: { delimiter: ',' },
    header: [
      'The name of the debtor',
      'Address of debtor organization',
      'Actual address of debtor organization',
      'The number of enforcement proceeding',
      'Date of the institution of proceeding',
      'Total number of enforcement proceedings',
      'The executive document type',
      'Date of executive document',
      'Number of executive document',
      'Object of execution',
      'Object of execution name',
      'Amount due',
      'Debt remaining balance',
      'Department of bailiffs',
      'Department of bailiffs address',
      'Debtor taxpayer identification number',
      'Tax ID of the claimant',
      'Region',
    ]
      .map(quoted)
      .join(','),
    row: (d, n) =>
      [
        `ООО "${d.pick(COMPANIES)}"`,
        `119021, Россия, ${d.pick(CITIES)}, ${d.pick(STREETS)}, д. ${d.digits(2)}`,
        d.chance(0.5) ? `${d.pick(CITIES)}, ${d.pick(STREETS)}, д. ${d.digits(2)}` : '',
        `${n}/24/77053-ИП`,
        '12.04.2024',
        d.chance(0.2) ? d.digits(3) : '',
        'Акт органа, осуществляющего контрольные функции',
        '01.04.2024',
        d.digits(4),
        'Налог (взнос), пени, штраф',
        'Задолженность',
        `${d.digits(5)}.${d.digits(2)}`,
        `${d.digits(5)}.${d.digits(2)}`,
        'ОСП по Центральному АО №1 ГУФССП России по г. Москве',
        '125009, г. Москва, ул. Тестовая, д. 11',
        `77${d.digits(8)}`,
        '',
        '77',
      ]
        .map(quoted)
        .join(','),
  },
  {
    name: 'Роспатент trademarks (BOM, wide, line breaks in quotes)',
    options: { delimiter: ',' },
    bom: true,
    header: Array.from({ length: 60 }, (_, i) => `column ${i + 1}`).join(','),
    row: (d, n) =>
      [
        String(700_000 + n),
        '20230517',
        `2022${d.digits(6)}`,
        ...Array.from({ length: 24 }, () => ''),
        quoted(`Общество с ограниченной ответственностью "${d.pick(COMPANIES)}"`),
        quoted(`${d.digits(6)}, Москва,\nул. Тестовая, д. ${d.digits(2)}`),
        'RU',
        `11877${d.digits(8)}`,
        `77${d.digits(8)}`,
        quoted('красный, белый'),
        quoted('Все элементы обозначения,\nкроме словесного, неохраняемые'),
        ...Array.from({ length: 22 }, (_, i) => (i % 2 ? '' : String(d.chance(0.2)))),
        `http://www1.fips.ru/fips_servl/fips_servlet?DB=RUTM&DocNumber=${700_000 + n}&TypeFile=html`,
      ].join(','),
  },
  {
    name: 'ФНС massleaders in windows-1251 (`;`)',
    options: { delimiter: ';', encoding: 'windows-1251' },
    header: 'ИНН;Фамилия;Имя;Отчество;Количество ЮЛ, в которых является руководителем',
    row: (d) => [d.digits(12), d.pick(SURNAMES), d.pick(NAMES), `${d.pick(NAMES)}ОВИЧ`, d.digits(2)].join(';'),
  },
  {
    name: 'OFAC sdn.csv (CRLF, `-0-` blanks)',
    options: { delimiter: ',' },
    lineEnd: '\r\n',
    header: 'ent_num,SDN_Name,SDN_Type,Program,Title,Call_Sign,Vess_type,Tonnage,GRT,Vess_flag,Vess_owner,Remarks',
    row: (d, n) =>
      [
        String(n),
        quoted(`${d.pick(COMPANIES)} LLC`),
        quoted('-0- '),
        quoted('RUSSIA-EO14024'),
        ...Array.from({ length: 7 }, () => quoted('-0- ')),
        quoted(`Tax ID No. 77${d.digits(8)} (Russia); Registration Number 11877${d.digits(8)} (Russia).`),
      ].join(','),
  },
];

function writeShape(dir: string, shape: TShape, index: number, megabytes: number): string {
  const draw = draws(index + 1);
  const lineEnd = shape.lineEnd ?? '\n';
  const parts = [shape.header, lineEnd];
  let size = 0;
  for (let n = 1; size < megabytes * 1024 * 1024; n++) {
    const line = shape.row(draw, n) + lineEnd;
    parts.push(line);
    size += Buffer.byteLength(line);
  }
  const text = parts.join('');
  const encoding = shape.options.encoding ?? 'utf-8';
  const body = encoding === 'utf-8' ? Buffer.from(text) : iconv.encode(text, encoding);
  const file = path.join(dir, `shape-${index}.csv`);
  writeFileSync(file, shape.bom ? Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), body]) : body);
  return file;
}

/** In the child process: read one file with one reader `rounds` times; the fastest round counts. */
async function readFastest(reader: TReaderName, file: string, options: TCsvOptions, rounds: number): Promise<TReading> {
  let fastest: TReading = { rows: 0, seconds: 0, cpuSeconds: Number.POSITIVE_INFINITY };
  for (let round = 0; round < rounds; round++) {
    const startedAt = performance.now();
    const cpuBefore = process.cpuUsage();
    let rows = 0;
    for await (const _ of READERS[reader](createReadStream(file), options)) rows++;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    if (cpuSeconds < fastest.cpuSeconds)
      fastest = { rows, seconds: (performance.now() - startedAt) / 1000, cpuSeconds };
  }
  return fastest;
}

const measureAt = process.argv.indexOf('--measure');
if (hasFlag('measure-idle')) reportFromChild({});
else if (measureAt >= 0) {
  const [reader, file, options, rounds] = process.argv.slice(measureAt + 1);
  reportFromChild(
    await readFastest(reader as TReaderName, file as string, JSON.parse(options as string), Number(rounds)),
  );
} else {
  const megabytes = wholeNumberOption('mb', 8);
  const rounds = wholeNumberOption('rounds', 3);
  const dir = mkdtempSync(path.join(tmpdir(), 'sverka-bench-csv-'));
  const script = fileURLToPath(import.meta.url);
  const table: string[][] = [];
  try {
    for (const [index, shape] of SHAPES.entries()) {
      const file = writeShape(dir, shape, index, megabytes);
      const fileMb = statSync(file).size / 1024 / 1024;
      const counts = new Set<number>();
      for (const reader of Object.keys(READERS) as TReaderName[]) {
        const reading = measureInChild<TReading>(script, [
          '--measure',
          reader,
          file,
          JSON.stringify(shape.options),
          String(rounds),
        ]);
        counts.add(reading.rows);
        table.push([
          shape.name,
          reader,
          fileMb.toFixed(1),
          String(reading.rows),
          Math.round(reading.rows / reading.cpuSeconds).toLocaleString('en'),
          (fileMb / reading.cpuSeconds).toFixed(1),
          reading.seconds.toFixed(2),
          reading.peakRssMb.toFixed(0),
        ]);
      }
      if (counts.size !== 1) throw new Error(`${shape.name}: the readers read different numbers of rows`);
    }
  } finally {
    if (!hasFlag('keep')) rmSync(dir, { recursive: true, force: true });
  }
  const idle = measureInChild<object>(script, ['--measure-idle']);
  printTable(['file', 'reader', 'MB', 'rows', 'rows per CPU s', 'MB per CPU s', 'wall s', 'peak RSS MB'], table);
  console.log(`\nPeak RSS of a child that reads nothing: ${idle.peakRssMb.toFixed(0)} MB.`);
}
