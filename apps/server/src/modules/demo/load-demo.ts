import type postgres from 'postgres';
import { ensureReferenceData } from '../reference/index.ts';
import { CompanyGenerator, type TDemoCompany, type TGeneratorOptions } from './companies.ts';
import { copyLine, copyLines, type TCopyValue } from './copy.ts';
import { parseDay } from './dates.ts';
import { EntrepreneurGenerator, type TDemoEntrepreneur } from './entrepreneurs.ts';

/** The seed when none is given; any non-negative integer works. */
export const DEFAULT_SEED = 1;
/** The "today" of the demo register: dates never pass it, and `as_of` is this day. */
export const DEFAULT_REFERENCE_DATE = '2026-11-01';

export type TDemoProgress = { phase: string; done: number; total: number };

export type TLoadDemoOptions = {
  companies: number;
  entrepreneurs: number;
  seed?: number;
  /** `YYYY-MM-DD`. */
  referenceDate?: string;
  onProgress?: (progress: TDemoProgress) => void;
};

export type TLoadDemoResult = { companies: number; entrepreneurs: number; directors: number; ms: number };

/** Rows per COPY statement: a few MB of text, small enough to keep memory flat at any dataset size. */
const BATCH = 10_000;
/** Rows generated between yields to the event loop, so the previous batch keeps streaming meanwhile. */
const SLICE = 1_000;
/** Company batches loaded at once; sole traders load alongside on one more connection. */
const COMPANY_LOADS_IN_FLIGHT = 2;

// biome-ignore format: column lists read best packed
const COMPANY_COLUMNS = [
  'id', 'ogrn', 'inn', 'kpp', 'name_short', 'name_full', 'opf_code', 'opf_name', 'status_name', 'registration_date',
  'ogrn_date', 'liquidation_date', 'share_capital', 'legal_address', 'city', 'region_code', 'okved_code',
  'okved_additional', 'source', 'as_of',
] as const;
const DIRECTOR_COLUMNS = ['company_id', 'fio', 'inn', 'post', 'since_date', 'position'] as const;
// biome-ignore format: column lists read best packed
const ENTREPRENEUR_COLUMNS = [
  'ogrnip', 'inn', 'last_name', 'first_name', 'middle_name', 'kind_name', 'status_name', 'registration_date',
  'ogrnip_date', 'termination_date', 'city', 'region_code', 'okved_code', 'okved_additional', 'source', 'as_of',
] as const;

const SOURCE = 'demo';

/** One `companies` row in {@link COMPANY_COLUMNS} order. */
// biome-ignore format: kept in the same packed layout as the column list above
const companyValues = (id: number, c: TDemoCompany, asOf: string): TCopyValue[] => [
  id, c.ogrn, c.inn, c.kpp, c.name_short, c.name_full, c.opf_code, c.opf_name, c.status_name, c.registration_date,
  c.ogrn_date, c.liquidation_date, c.share_capital, c.legal_address, c.city, c.region_code, c.okved_code,
  c.okved_additional, SOURCE, asOf,
];

/** One `entrepreneurs` row in {@link ENTREPRENEUR_COLUMNS} order. */
// biome-ignore format: kept in the same packed layout as the column list above
const entrepreneurValues = (e: TDemoEntrepreneur, asOf: string): TCopyValue[] => [
  e.ogrnip, e.inn, e.last_name, e.first_name, e.middle_name, e.kind_name, e.status_name, e.registration_date,
  e.ogrnip_date, e.termination_date, e.city, e.region_code, e.okved_code, e.okved_additional, SOURCE, asOf,
];
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function assertCount(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number ≥ 0, got ${value}`);
}

/**
 * Runs `task` on a connection of its own. postgres.js pipelines queries on a
 * busy connection when the pool is exhausted, and a query queued behind a
 * COPY on the same connection never runs: reserving makes concurrent loads
 * wait for a free connection instead, so even a pool of one works.
 */
async function onReservedConnection(
  sql: postgres.Sql,
  task: (connection: postgres.Sql) => Promise<void>,
): Promise<void> {
  const connection = await sql.reserve();
  try {
    await task(connection);
  } finally {
    connection.release();
  }
}

/**
 * Generates `total` rows in batches and hands each batch to `load`, which
 * runs while the next batches are being generated. At most `parallel` loads
 * are in flight (each on its own pooled connection), so memory stays bounded
 * and the database rarely waits for JS.
 */
async function pipelineBatches(
  total: number,
  parallel: number,
  generate: (count: number) => Promise<void>,
  load: () => Promise<void>,
  report: (done: number) => void,
): Promise<void> {
  // A failed load is kept as a value until awaited: a bare rejected promise would count as unhandled
  // while the next batch is being generated.
  const inFlight: Promise<{ error: unknown } | undefined>[] = [];
  const settleOldest = async () => {
    const outcome = await inFlight.shift();
    if (outcome) throw outcome.error;
  };
  let loaded = 0;
  for (let done = 0; done < total; ) {
    const count = Math.min(BATCH, total - done);
    await generate(count);
    while (inFlight.length >= parallel) await settleOldest();
    done += count;
    inFlight.push(
      load().then(
        () => {
          loaded += count;
          report(loaded);
          return undefined;
        },
        (error: unknown) => ({ error }),
      ),
    );
  }
  while (inFlight.length > 0) await settleOldest();
}

async function loadCompanies(
  sql: postgres.Sql,
  options: TGeneratorOptions,
  total: number,
  onProgress: (d: number) => void,
) {
  const [row] = await sql<{ next: number }[]>`select coalesce(max(id), 0)::int + 1 as next from companies`;
  let nextId = row?.next ?? 1;
  const generator = new CompanyGenerator(options);
  let companyLines: string[] = [];
  let directorLines: string[] = [];
  let directors = 0;
  await pipelineBatches(
    total,
    COMPANY_LOADS_IN_FLIGHT,
    async (count) => {
      companyLines = [];
      directorLines = [];
      for (let i = 0; i < count; i++) {
        if (i > 0 && i % SLICE === 0) await yieldToEventLoop();
        const { company: c, directors: heads } = generator.next();
        const id = nextId++;
        companyLines.push(copyLine(companyValues(id, c, options.referenceDate)));
        for (const d of heads) directorLines.push(copyLine([id, d.fio, d.inn, d.post, d.since_date, d.position]));
        directors += heads.length;
      }
    },
    () => {
      const [companies, heads] = [companyLines, directorLines];
      return onReservedConnection(sql, async (connection) => {
        // Directors reference their company: its batch must be committed first.
        await copyLines(connection, 'companies', COMPANY_COLUMNS, companies);
        await copyLines(connection, 'company_directors', DIRECTOR_COLUMNS, heads);
      });
    },
    onProgress,
  );
  if (total > 0) {
    // Ids were given explicitly; move the sequence past them so later inserts don't collide.
    await sql`select setval(pg_get_serial_sequence('companies', 'id'), ${nextId - 1})`;
  }
  return directors;
}

async function loadEntrepreneurs(
  sql: postgres.Sql,
  options: TGeneratorOptions,
  total: number,
  onProgress: (d: number) => void,
) {
  const generator = new EntrepreneurGenerator(options);
  let lines: string[] = [];
  await pipelineBatches(
    total,
    1,
    async (count) => {
      lines = [];
      for (let i = 0; i < count; i++) {
        if (i > 0 && i % SLICE === 0) await yieldToEventLoop();
        lines.push(copyLine(entrepreneurValues(generator.next(), options.referenceDate)));
      }
    },
    () => {
      const batch = lines;
      return onReservedConnection(sql, (connection) =>
        copyLines(connection, 'entrepreneurs', ENTREPRENEUR_COLUMNS, batch),
      );
    },
    onProgress,
  );
}

/**
 * Loads the deterministic demo register: reference books first, then
 * companies with their directors, then sole traders, all marked
 * `source = 'demo'` and `as_of = referenceDate`, and finally records the
 * dataset in `app_meta`. Expects empty registry tables (the caller decides
 * when to seed); the same seed and date always produce the same rows.
 */
export async function loadDemoDataset(sql: postgres.Sql, options: TLoadDemoOptions): Promise<TLoadDemoResult> {
  const started = performance.now();
  assertCount('companies', options.companies);
  assertCount('entrepreneurs', options.entrepreneurs);
  const seed = options.seed ?? DEFAULT_SEED;
  assertCount('seed', seed);
  const referenceDate = options.referenceDate ?? DEFAULT_REFERENCE_DATE;
  parseDay(referenceDate);
  const generatorOptions: TGeneratorOptions = { seed, referenceDate };
  const progress = (phase: string, total: number) => (done: number) => options.onProgress?.({ phase, done, total });

  progress('reference', 1)(0);
  await ensureReferenceData(sql);
  progress('reference', 1)(1);

  const [directors] = await Promise.all([
    loadCompanies(sql, generatorOptions, options.companies, progress('companies', options.companies)),
    loadEntrepreneurs(sql, generatorOptions, options.entrepreneurs, progress('entrepreneurs', options.entrepreneurs)),
  ]);

  const meta = {
    kind: 'demo',
    seed,
    companies: options.companies,
    entrepreneurs: options.entrepreneurs,
    loaded_at: new Date().toISOString(),
  };
  await sql`
    insert into app_meta (key, value) values ('dataset', ${JSON.stringify(meta)}::jsonb)
    on conflict (key) do update set value = excluded.value, updated_at = now()`;
  return {
    companies: options.companies,
    entrepreneurs: options.entrepreneurs,
    directors,
    ms: Math.round(performance.now() - started),
  };
}
