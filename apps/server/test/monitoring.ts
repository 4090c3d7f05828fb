import type { TMonitoringEventKind, TMonitoringImportance } from '@sverka/shared';
import type { TSql } from '../src/db/client.ts';
import { freshPersonIds } from './factory.ts';

/** A sole trader of the test's own, active, named «ИП Наблюдаемов Иван Петрович» on the card. */
export async function insertEntrepreneur(sql: TSql, lastName = 'Наблюдаемов'): Promise<{ id: number; inn: string }> {
  const person = await freshPersonIds(sql);
  const [row] = await sql<{ id: number }[]>`
    insert into entrepreneurs (ogrnip, inn, last_name, first_name, middle_name, kind_name, status_name,
      registration_date, source, as_of)
    values (${person.ogrnip}, ${person.inn}, ${lastName}, 'Иван', 'Петрович', 'Индивидуальный предприниматель',
      'Действует', '2019-06-01', 'egrip', '2026-04-01')
    returning id`;
  return { id: (row as { id: number }).id, inn: person.inn };
}

export type TTestEvent = {
  inn: string;
  subject_kind?: 'company' | 'entrepreneur';
  kind?: TMonitoringEventKind;
  importance?: TMonitoringImportance;
  occurred_on?: string;
  /** Defaults to now; set it to place the event before or after a list entry or a digest hour. */
  recorded_at?: Date;
  source?: string;
  before?: string | null;
  after?: string | null;
  ref?: string | null;
  link?: string | null;
};

/** Writes a `subject_events` row as an import would; its id. */
export async function insertEvent(sql: TSql, event: TTestEvent): Promise<number> {
  const row = {
    subject_kind: event.inn.length === 12 ? 'entrepreneur' : 'company',
    kind: 'director',
    importance: 'warning',
    occurred_on: '2026-05-01',
    source: 'ЕГРЮЛ',
    before: null,
    after: null,
    ref: null,
    link: null,
    ...event,
    recorded_at: event.recorded_at ?? new Date(),
  };
  const [created] = await sql<{ id: number }[]>`insert into subject_events ${sql(row)} returning id`;
  return (created as { id: number }).id;
}
