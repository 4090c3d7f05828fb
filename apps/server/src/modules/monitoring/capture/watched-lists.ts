import { addressKey } from '@sverka/shared';
import { insertEvents } from './capture.repository.ts';
import { day, fingerprint, type TCapturedEvent, todayIso } from './event.ts';
import { importanceOf } from './importance.ts';
import type { TRegisterCapture } from './registers.ts';
import { findWatchedAddresses, findWatchedDisqualified, findWatchedMassPersons } from './watched-lists.repository.ts';

/**
 * Events of the registers that name addresses or people rather than companies: a watched company whose
 * address appears among the mass-registration addresses, whose director or founder appears among the
 * mass leaders or founders, or whose director is disqualified. Computed for watched companies only
 * (see watched-lists.repository.ts): the rest of the register is never scanned, and a company nobody
 * watches gets no such events. Only rows new to the register are news; a changed count is not.
 */

type TListRow = { source: string; as_of: string | null };
export type TMassAddressRow = TListRow & { address_key: string; address: string; companies: number };
export type TMassPersonRow = TListRow & { inn: string; role: 'leader' | 'founder'; fio: string; companies: number };
export type TDisqualifiedRow = TListRow & { fio: string; starts_on: string; ends_on: string | null };

const ROLE = {
  leader: { who: 'Руководитель', list: 'массовых руководителей' },
  founder: { who: 'Учредитель', list: 'массовых учредителей' },
} as const;

export const MASS_ADDRESS_CAPTURE: TRegisterCapture<TMassAddressRow> = {
  register: 'mass_addresses',
  watch: [],
  async record(tx, changes, firstLoad) {
    if (firstLoad || !changes.inserted.length) return 0;
    const byKey = new Map(changes.inserted.map((row) => [row.address_key, row]));
    const events: TCapturedEvent[] = [];
    for (const company of await findWatchedAddresses(tx)) {
      const row = byKey.get(addressKey(company.legal_address) ?? '');
      if (!row) continue;
      events.push({
        inn: company.inn,
        kind: 'mass_registration',
        importance: importanceOf('mass_registration', 'flagged'),
        occurredOn: row.as_of ?? todayIso(),
        source: row.source,
        before: null,
        after: `Адрес массовой регистрации: ${row.address} (${row.companies} ЮЛ)`,
        ref: null,
        link: null,
        dedupeKey: `address:${fingerprint(row.address_key)}`,
      });
    }
    return insertEvents(tx, events);
  },
};

export const MASS_PERSON_CAPTURE: TRegisterCapture<TMassPersonRow> = {
  register: 'mass_persons',
  watch: [],
  async record(tx, changes, firstLoad) {
    if (firstLoad || !changes.inserted.length) return 0;
    const byKey = new Map(changes.inserted.map((row) => [`${row.inn}|${row.role}`, row]));
    const hits = await findWatchedMassPersons(tx, changes.inserted);
    const events = hits.flatMap((hit): TCapturedEvent[] => {
      const row = byKey.get(`${hit.person_inn}|${hit.role}`);
      if (!row) return [];
      const role = ROLE[hit.role];
      return [
        {
          inn: hit.inn,
          kind: 'mass_registration',
          importance: importanceOf('mass_registration', 'flagged'),
          occurredOn: row.as_of ?? todayIso(),
          source: row.source,
          before: null,
          after: `${role.who} ${hit.fio} — в списке ${role.list} (${row.companies} ЮЛ)`,
          ref: null,
          link: null,
          dedupeKey: `${hit.role}:${hit.person_inn}`,
        },
      ];
    });
    return insertEvents(tx, events);
  },
};

export const DISQUALIFIED_CAPTURE: TRegisterCapture<TDisqualifiedRow> = {
  register: 'disqualified',
  watch: [],
  async record(tx, changes, firstLoad) {
    if (firstLoad || !changes.inserted.length) return 0;
    const source = changes.inserted[0]?.source ?? 'disqualified';
    const hits = await findWatchedDisqualified(tx, changes.inserted);
    const events = hits.map(
      (hit): TCapturedEvent => ({
        inn: hit.inn,
        kind: 'director',
        importance: importanceOf('director', 'disqualified'),
        occurredOn: hit.starts_on,
        source,
        before: null,
        after: `${hit.fio} дисквалифицирован${hit.ends_on ? ` до ${day(hit.ends_on)}` : ''}`,
        ref: null,
        link: null,
        dedupeKey: `disqualified:${fingerprint(hit.fio)}:${hit.starts_on}`,
      }),
    );
    return insertEvents(tx, events);
  },
};
