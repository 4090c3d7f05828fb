import { afterAll, expect, inject, it } from 'vitest';
import { createSql } from './client.ts';
import { migrateDatabase } from './migrate.ts';

// The server migrates on the pool it then serves from; values must convert the same way after migrating.
const sql = createSql(inject('databaseUrl'), { max: 2 });
afterAll(() => sql.end());

it('leaves the pool converting dates and JSON as before the migration ran', async () => {
  await migrateDatabase(sql);
  const moment = new Date('2026-05-01T10:00:00Z');
  const [row] = await sql<{ at: Date; day: string; doc: unknown }[]>`
    select ${moment}::timestamptz as at, '2026-05-01'::date as day, ${JSON.stringify({ a: 1 })}::jsonb as doc`;
  expect(row?.at).toBeInstanceOf(Date);
  expect(row?.at.toISOString()).toBe(moment.toISOString());
  expect(row?.day).toBe('2026-05-01');
  // JSON given as text is stored as that document, not as a JSON string holding it.
  expect(row?.doc).toEqual({ a: 1 });
});
