import {
  AppError,
  companyStatusClass,
  isValidInnLegal,
  isValidInnPerson,
  PEOPLE_MESSAGES,
  PERSON_ROLES_LIMIT,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { ratingsOf, type TRating } from '../reliability/index.ts';
import {
  findDisqualifications,
  findEntrepreneur,
  findInnsByName,
  findMassEntries,
  findRoles,
  findRolesSummary,
  personExists,
  type TDisqualificationRow,
  type TEntrepreneurRow,
  type TMassRow,
  type TPersonKey,
  type TRoleRow,
  type TRolesSummary,
} from './people.repository.ts';

/**
 * At most this many missing ratings are computed for one reply, for the companies listed first (current roles
 * first). Rating a company costs about 25 ms (`npm run bench:people`), so a mass director's first visit would
 * otherwise take seconds; the rest show no zone until a later visit, their card or a list rates them.
 */
export const RATINGS_COMPUTED_PER_REPLY = 12;

/** Everything known about one person, as the presenter needs it. */
export type TPersonFacts = {
  inn: string | null;
  roles: TRoleRow[];
  summary: TRolesSummary;
  entrepreneur: TEntrepreneurRow | null;
  mass: TMassRow[];
  disqualifications: TDisqualificationRow[];
  ratings: Map<number, TRating>;
};

/** The ways a register may spell one ФИО: as given, in capitals, and with each word capitalised. */
export function spellingsOf(names: readonly string[]): string[] {
  const spellings = new Set<string>();
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    spellings.add(name);
    spellings.add(name.toUpperCase());
    spellings.add(
      name
        .toLowerCase()
        .replace(/(^|[\s-])(\p{L})/gu, (_all, before: string, letter: string) => before + letter.toUpperCase()),
    );
  }
  return [...spellings];
}

/**
 * Register entries about this person: same ФИО and an organisation where the person is or was a director or
 * founder. The register has no ИНН of the person, and a namesake elsewhere must not be named disqualified.
 */
async function disqualificationsOf(sql: TSql, names: readonly string[], companyInns: readonly string[]) {
  const organisations = new Set(companyInns);
  const entries = await findDisqualifications(sql, spellingsOf(names));
  return entries.filter((entry) => entry.org_inn !== null && organisations.has(entry.org_inn));
}

async function ratingsFor(sql: TSql, roles: readonly TRoleRow[]): Promise<Map<number, TRating>> {
  const subjects = [...new Map(roles.map((role) => [role.company_id, { id: role.company_id, inn: role.inn }]))].map(
    ([, subject]) => subject,
  );
  if (!subjects.length) return new Map();
  const stored = await ratingsOf(sql, 'company', subjects, { compute: false });
  const missing = subjects.filter((subject) => !stored.has(subject.id)).slice(0, RATINGS_COMPUTED_PER_REPLY);
  if (!missing.length) return stored;
  const computed = await ratingsOf(sql, 'company', missing);
  return new Map([...stored, ...computed]);
}

async function factsOf(sql: TSql, key: TPersonKey): Promise<TPersonFacts> {
  const inn = 'inn' in key ? key.inn : null;
  const [roles, summary, entrepreneur, mass] = await Promise.all([
    findRoles(sql, key, PERSON_ROLES_LIMIT),
    findRolesSummary(sql, key),
    inn ? findEntrepreneur(sql, inn) : undefined,
    inn ? findMassEntries(sql, inn) : [],
  ]);
  if (!roles.length && !entrepreneur && !mass.length) throw new AppError('NOT_FOUND', PEOPLE_MESSAGES.notFound);
  const names = [...summary.names, ...(entrepreneur ? [entrepreneur.name] : []), ...mass.map((entry) => entry.fio)];
  const [disqualifications, ratings] = await Promise.all([
    disqualificationsOf(sql, names, summary.company_inns),
    ratingsFor(sql, roles),
  ]);
  return { inn, roles, summary, entrepreneur: entrepreneur ?? null, mass, disqualifications, ratings };
}

function checkedPersonInn(inn: string): string {
  if (!isValidInnPerson(inn)) throw new AppError('INVALID_REQUEST', PEOPLE_MESSAGES.badInn);
  return inn;
}

/** `/person/{inn}`: every role, the sole trader, the flags; 400 for a malformed ИНН, 404 when no register knows it. */
export function getPerson(sql: TSql, inn: string): Promise<TPersonFacts> {
  return factsOf(sql, { inn: checkedPersonInn(inn) });
}

/**
 * A person named in one company's rows. When a row there gives the person's ИНН, the reply is that person's
 * whole record (`inn` set, so the page moves to `/person/{inn}`); otherwise their roles in that company.
 */
export async function getPersonByName(sql: TSql, name: string, companyInn: string): Promise<TPersonFacts> {
  if (!isValidInnLegal(companyInn)) throw new AppError('INVALID_REQUEST', PEOPLE_MESSAGES.badCompanyInn);
  const [inn] = await findInnsByName(sql, name, companyInn);
  return factsOf(sql, inn ? { inn } : { name, companyInn });
}

/** Whether `/person/{inn}` is a page: a valid ИНН some register knows as a person's. */
export async function isPersonPage(sql: TSql, inn: string): Promise<boolean> {
  return isValidInnPerson(inn) && personExists(sql, inn);
}

/** What search engines are told about a person: name, ИНН, counts and current roles (no ratings, no flags). */
export type TPersonSnippet = {
  inn: string | null;
  name: string;
  companies: number;
  active: number;
  liquidated: number;
  current: { role: TRoleRow['role']; post: string | null; company: string; inn: string }[];
};

/** How many current roles a page's description names. */
const SNIPPET_ROLES = 5;

async function snippetOf(sql: TSql, key: TPersonKey): Promise<TPersonSnippet | null> {
  const [roles, summary, entrepreneur] = await Promise.all([
    findRoles(sql, key, SNIPPET_ROLES),
    findRolesSummary(sql, key),
    'inn' in key ? findEntrepreneur(sql, key.inn) : undefined,
  ]);
  const mass = !roles.length && !entrepreneur && 'inn' in key ? await findMassEntries(sql, key.inn) : [];
  const name = roles[0]?.name ?? entrepreneur?.name ?? mass[0]?.fio;
  if (!name) return null;
  const counts = countsOf(summary);
  return {
    inn: 'inn' in key ? key.inn : null,
    name,
    companies: counts.companies,
    active: counts.active,
    liquidated: counts.liquidated,
    current: roles
      .filter((role) => role.until === null)
      .map((role) => ({ role: role.role, post: role.post, company: role.company_name, inn: role.inn })),
  };
}

/** The snippet of `/person/{inn}`, or null when it is no page. */
export async function findPersonSnippet(sql: TSql, inn: string): Promise<TPersonSnippet | null> {
  return isValidInnPerson(inn) ? snippetOf(sql, { inn }) : null;
}

/** The snippet of `/person/name/{name}/{companyInn}`; a person found there by ИНН gets that ИНН (the canonical page). */
export async function findNamedPersonSnippet(
  sql: TSql,
  name: string,
  companyInn: string,
): Promise<TPersonSnippet | null> {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 300 || !isValidInnLegal(companyInn)) return null;
  const [inn] = await findInnsByName(sql, trimmed, companyInn);
  return snippetOf(sql, inn ? { inn } : { name: trimmed, companyInn });
}

/** Counts over every role: distinct companies in total, active and liquidated (spec §4 classes), current roles. */
export function countsOf(summary: TRolesSummary) {
  const counts = { companies: 0, active: 0, liquidated: 0, current_roles: 0, roles: 0 };
  for (const group of summary.by_status) {
    counts.companies += group.companies;
    counts.roles += group.roles;
    counts.current_roles += group.current_roles;
    const statusClass = companyStatusClass(group.status_name);
    if (statusClass === 'active') counts.active += group.companies;
    if (statusClass === 'liquidated') counts.liquidated += group.companies;
  }
  return counts;
}
