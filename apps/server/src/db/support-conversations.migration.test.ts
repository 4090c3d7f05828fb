import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openSupportConversation } from '../modules/chat/index.ts';
import { createDb, createSql, type TSql } from './client.ts';
import { migrateDatabase } from './migrate.ts';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
/** The last migration before support requests became conversations. */
const BEFORE_TAG = '0025_chat';

type TJournal = { entries: { idx: number; tag: string }[] };

/** A migrations folder holding the migrations up to and including `lastTag`, as drizzle reads one. */
function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'sverka-migrations-'));
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as TJournal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) copyFileSync(path.join(MIGRATIONS, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/**
 * 0026 on a database with earlier support requests: a scratch database is
 * migrated to 0025, given `support_requests` rows, then migrated on.
 */
describe('migration 0026: support requests become support conversations', () => {
  const serverUrl = inject('databaseUrl');
  const name = `sverka_support_migration_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let sql: TSql;
  let folder: string;
  const users: Record<'many' | 'one' | 'none', number> = { many: 0, one: 0, none: 0 };

  beforeAll(async () => {
    const admin = createSql(serverUrl, { max: 1 });
    await admin.unsafe(`create database ${name}`);
    await admin.end();
    folder = migrationsUpTo(BEFORE_TAG);
    // drizzle's driver changes the date parsers of the pool it migrates with; that pool is used for nothing else.
    const early = createSql(url.toString(), { max: 1 });
    await migrate(createDb(early), { migrationsFolder: folder });
    await early.end();

    sql = createSql(url.toString(), { max: 2 });
    for (const label of Object.keys(users) as (keyof typeof users)[]) {
      const [row] = await sql<{ id: number }[]>`
        insert into users (email, password_hash, full_name)
        values (${`${label}@example.ru`}, 'x', ${`Пользователь ${label}`}) returning id`;
      users[label] = row?.id ?? 0;
    }
    // Inserted out of their time order: the conversation follows created_at, not the ids.
    await sql`
      insert into support_requests (user_id, text, created_at) values
        (${users.many}, 'Второе', '2026-03-02T10:00:00Z'),
        (${users.many}, 'Третье', '2026-03-03T10:00:00Z'),
        (${users.one}, 'Единственное', '2026-04-01T09:00:00Z'),
        (${users.many}, 'Первое', '2026-03-01T10:00:00Z')`;
    await migrateDatabase(sql);
  });

  afterAll(async () => {
    await sql?.end();
    const admin = createSql(serverUrl, { max: 1 });
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const roomOf = async (userId: number) => {
    const [room] = await sql<
      { id: number; kind: string; support_status: string; last_seq: number; last_message_at: Date; created_at: Date }[]
    >`
      select id, kind, support_status, last_seq, last_message_at, created_at from chat_rooms
      where pair_key = ${`support:${userId}`}`;
    return room;
  };

  it('gives each author one open support room holding their requests in time order', async () => {
    const room = await roomOf(users.many);
    expect(room).toMatchObject({ kind: 'support', support_status: 'open', last_seq: 3 });
    expect(room?.created_at.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(room?.last_message_at.toISOString()).toBe('2026-03-03T10:00:00.000Z');
    const messages = await sql`
      select seq, sender_id, body, from_support, created_at from chat_messages where room_id = ${room?.id ?? 0}
      order by seq`;
    expect(messages.map((message) => [message.seq, message.body, message.sender_id, message.from_support])).toEqual([
      [1, 'Первое', users.many, false],
      [2, 'Второе', users.many, false],
      [3, 'Третье', users.many, false],
    ]);

    const single = await roomOf(users.one);
    expect(single).toMatchObject({ kind: 'support', support_status: 'open', last_seq: 1 });
    const [only] = await sql`select seq, body from chat_messages where room_id = ${single?.id ?? 0}`;
    expect(only).toEqual({ seq: 1, body: 'Единственное' });
  });

  it('makes the author the room’s only member, having read and been told of their own messages', async () => {
    const room = await roomOf(users.many);
    const members = await sql`
      select user_id, last_read_seq, notified_seq from chat_room_members where room_id = ${room?.id ?? 0}`;
    expect(members).toEqual([{ user_id: users.many, last_read_seq: 3, notified_seq: 3 }]);
  });

  it('opens no room for a user who never wrote, and drops the old table', async () => {
    expect(await roomOf(users.none)).toBeUndefined();
    const [table] = await sql`select to_regclass('support_requests') as name`;
    expect(table).toEqual({ name: null });
  });

  it('lets the next request continue the migrated conversation', async () => {
    const room = await roomOf(users.many);
    expect((await openSupportConversation(sql, users.many)).id).toBe(room?.id);
  });
});
