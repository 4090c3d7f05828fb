import type postgres from 'postgres';

/**
 * Index and constraint handling for bulk loads. Maintaining a dozen B-tree
 * and GIN indexes row by row costs several times the COPY itself; building
 * each once over the loaded table is a sort. So the loader drops them first
 * and recreates them, with their exact definitions as read from the catalog
 * (hence exactly what the migrations created), when the load ends — also
 * when it fails. The definitions are parked in `app_meta` meanwhile, so a
 * process killed mid-load gets them back on the next run. Triggers (the
 * search name index of migration 0010) are switched off the same way; the
 * loader fills what they would have written in one pass.
 */

export type TDeferredDefinition = {
  /** `fk`, `key` (primary key or unique constraint), `index`, or `trigger` (switched off, not dropped). */
  kind: 'fk' | 'key' | 'index' | 'trigger';
  table: string;
  name: string;
  /** `alter table … add constraint …`, `create index …` or `alter table … enable trigger …`. */
  statement: string;
};

const META_KEY = 'demo_deferred_indexes';

/** Reads the definitions of every index, key and foreign key on `tables` (and FKs pointing at them). */
async function readDefinitions(sql: postgres.Sql, names: readonly string[]): Promise<TDeferredDefinition[]> {
  const tables = sql.array(names as string[]);
  const constraints = await sql<{ table: string; name: string; type: string; def: string }[]>`
    select c.conrelid::regclass::text as table, c.conname as name, c.contype as type,
           pg_get_constraintdef(c.oid) as def
    from pg_constraint c
    where c.contype in ('p', 'u', 'f')
      and (c.conrelid::regclass::text = any(${tables}::text[]) or c.confrelid::regclass::text = any(${tables}::text[]))
    order by c.conname`;
  const indexes = await sql<{ table: string; name: string; def: string }[]>`
    select i.indrelid::regclass::text as table, c.relname as name, pg_get_indexdef(i.indexrelid) as def
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid::regclass::text = any(${tables}::text[])
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)
    order by c.relname`;
  const triggers = await sql<{ table: string; name: string }[]>`
    select t.tgrelid::regclass::text as table, t.tgname as name
    from pg_trigger t
    where not t.tgisinternal and t.tgrelid::regclass::text = any(${tables}::text[])
    order by t.tgname`;
  return [
    ...triggers.map(
      (t): TDeferredDefinition => ({
        kind: 'trigger',
        table: t.table,
        name: t.name,
        statement: `alter table ${t.table} enable trigger "${t.name}"`,
      }),
    ),
    ...constraints.map(
      (c): TDeferredDefinition => ({
        kind: c.type === 'f' ? 'fk' : 'key',
        table: c.table,
        name: c.name,
        statement: `alter table ${c.table} add constraint "${c.name}" ${c.def}`,
      }),
    ),
    ...indexes.map((i): TDeferredDefinition => ({ kind: 'index', table: i.table, name: i.name, statement: i.def })),
  ];
}

/**
 * Drops the indexes, keys and foreign keys of `tables` after saving their
 * definitions, and returns them. Foreign keys go first: a key cannot be
 * dropped while a foreign key depends on it.
 */
export async function dropDeferredIndexes(
  sql: postgres.Sql,
  tables: readonly string[],
): Promise<TDeferredDefinition[]> {
  const definitions = await readDefinitions(sql, tables);
  if (definitions.length === 0) return definitions;
  await sql.begin(async (tx) => {
    await tx`
      insert into app_meta (key, value) values (${META_KEY}, ${JSON.stringify(definitions)}::jsonb)
      on conflict (key) do update set value = excluded.value, updated_at = now()`;
    for (const d of definitions.filter((x) => x.kind === 'trigger')) {
      await tx.unsafe(`alter table ${d.table} disable trigger "${d.name}"`);
    }
    for (const d of definitions.filter((x) => x.kind === 'fk')) {
      await tx.unsafe(`alter table ${d.table} drop constraint if exists "${d.name}"`);
    }
    for (const d of definitions.filter((x) => x.kind === 'index')) await tx.unsafe(`drop index if exists "${d.name}"`);
    for (const d of definitions.filter((x) => x.kind === 'key')) {
      await tx.unsafe(`alter table ${d.table} drop constraint if exists "${d.name}"`);
    }
  });
  return definitions;
}

/** Runs `statements` with at most `parallel` at a time, each on a reserved connection. */
export async function runParallel(
  sql: postgres.Sql,
  parallel: number,
  statements: readonly string[],
  onDone: () => void = () => undefined,
): Promise<void> {
  const queue = statements.slice();
  const worker = async () => {
    const connection = await sql.reserve();
    try {
      // Index builds sort in memory when they can; 256 MB a session keeps two builds well under RAM.
      await connection.unsafe(`set maintenance_work_mem = '256MB'`);
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        await connection.unsafe(next);
        onDone();
      }
    } finally {
      connection.release();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}

/**
 * Recreates deferred definitions: keys first (foreign keys need them), then
 * indexes and foreign keys, `parallel` statements at a time, biggest tables
 * first so the last build does not run alone. Statements for objects that
 * already exist are skipped, so this is safe to repeat.
 */
export async function restoreDeferredIndexes(
  sql: postgres.Sql,
  definitions: readonly TDeferredDefinition[],
  parallel = 2,
  onProgress?: (done: number, total: number) => void,
  /** False while other parked definitions are still to be restored by a later call: they stay parked. */
  last = true,
): Promise<void> {
  const existing = new Set(
    (
      await sql<{ name: string }[]>`
        select conname as name from pg_constraint union select relname from pg_class where relkind = 'i'`
    ).map((row) => row.name),
  );
  const pending = definitions.filter((d) => !existing.has(d.name));
  const sizes = new Map(
    (
      await sql<{ table: string; bytes: number }[]>`
        select relname as table, pg_relation_size(oid)::float8 as bytes from pg_class where relkind = 'r'`
    ).map((row) => [row.table, row.bytes]),
  );
  const bySize = (a: TDeferredDefinition, b: TDeferredDefinition) =>
    (sizes.get(b.table) ?? 0) - (sizes.get(a.table) ?? 0);
  let done = 0;
  const tick = () => onProgress?.(++done, pending.length);
  const keys = pending.filter((d) => d.kind === 'key').sort(bySize);
  const rest = pending.filter((d) => d.kind !== 'key').sort(bySize);
  await runParallel(
    sql,
    parallel,
    keys.map((d) => d.statement),
    tick,
  );
  await runParallel(
    sql,
    parallel,
    rest.map((d) => d.statement),
    tick,
  );
  if (last) await sql`delete from app_meta where key = ${META_KEY}`;
}

/** Recreates whatever an interrupted earlier load left dropped; does nothing when all is in place. */
export async function restorePendingIndexes(sql: postgres.Sql): Promise<void> {
  const [row] = await sql<{ value: TDeferredDefinition[] }[]>`select value from app_meta where key = ${META_KEY}`;
  if (row) await restoreDeferredIndexes(sql, row.value);
}
