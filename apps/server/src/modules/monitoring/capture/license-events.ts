import { day, joined, type TCapturedEvent, todayIso } from './event.ts';
import { importanceOf } from './importance.ts';

/** Licences of ЮЛ and ИП (ЕГРЮЛ, ЕГРИП, the demo register), keyed by the holder's ОГРН/ОГРНИП. */
export type TLicenseRow = {
  subject_ogrn: string;
  number: string | null;
  issued_on: string | null;
  starts_on: string | null;
  ends_on: string | null;
  issuer: string | null;
  activities: string[];
  suspended: boolean;
  source: string;
  as_of: string | null;
};

/** `inn`: the holder's ИНН when the caller knows it (else found by ОГРН). */
const holder = (row: TLicenseRow, inn: string | null) => ({ inn, ogrn: row.subject_ogrn });
const named = (row: TLicenseRow) =>
  joined([`Лицензия${row.number ? ` № ${row.number}` : ''}`, row.activities.join('; ') || row.issuer], ': ');
const licenseKey = (row: TLicenseRow) => `${row.number ?? ''}:${row.issued_on ?? ''}`;

/** A licence the subject did not have before. */
export function licenseIssued(row: TLicenseRow, inn: string | null = null): TCapturedEvent {
  return {
    ...holder(row, inn),
    kind: 'license',
    importance: importanceOf('license', row.suspended ? 'suspended' : 'issued'),
    occurredOn: row.issued_on ?? row.starts_on ?? row.as_of ?? todayIso(),
    source: row.source,
    before: null,
    after: joined([named(row), row.ends_on ? `до ${day(row.ends_on)}` : null, row.suspended ? 'приостановлена' : null]),
    ref: row.number,
    link: null,
    dedupeKey: `issued:${licenseKey(row)}`,
  };
}

/** A licence suspended, or back in force. */
export function licenseSuspension(row: TLicenseRow, inn: string | null = null): TCapturedEvent {
  const date = row.as_of ?? todayIso();
  return {
    ...holder(row, inn),
    kind: 'license',
    importance: importanceOf('license', row.suspended ? 'suspended' : 'resumed'),
    occurredOn: date,
    source: row.source,
    before: `${named(row)}: ${row.suspended ? 'действует' : 'приостановлена'}`,
    after: row.suspended ? 'Приостановлена' : 'Действует',
    ref: row.number,
    link: null,
    dedupeKey: `${row.suspended ? 'suspended' : 'resumed'}:${licenseKey(row)}:${date}`,
  };
}
