import { companyStatusClass, type TPerson, type TPersonFlag } from '@sverka/shared';
import { presentSource } from '../../lib/fact-source.ts';
import type { TPersonFacts } from './people.service.ts';
import { countsOf } from './people.service.ts';

const fold = (name: string) => name.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ').trim();

/** Spellings other than the shown name, one per case-insensitive form. */
function otherNames(main: string, names: readonly string[]): string[] {
  const seen = new Set([fold(main)]);
  const others: string[] = [];
  for (const name of names) {
    const key = fold(name);
    if (seen.has(key)) continue;
    seen.add(key);
    others.push(name);
  }
  return others;
}

/**
 * Mass registers by ИНН; disqualification from its register (same ФИО, an organisation of the person) and from
 * ЕГРЮЛ's own marks on director rows, the latter only when the register has no entry starting that day.
 */
function presentFlags(facts: TPersonFacts): TPersonFlag[] {
  const flags: TPersonFlag[] = facts.mass.map((entry) => ({
    kind: entry.role === 'leader' ? 'mass_director' : 'mass_founder',
    count: entry.companies,
    from: null,
    to: null,
    organization: null,
    article: null,
    source: presentSource(entry.source, entry.as_of),
  }));
  const starts = new Set<string>();
  for (const entry of facts.disqualifications) {
    starts.add(entry.starts_on);
    flags.push({
      kind: 'disqualified',
      count: null,
      from: entry.starts_on,
      to: entry.ends_on,
      organization: entry.org_name,
      article: entry.article,
      source: presentSource(entry.source, entry.as_of),
    });
  }
  for (const mark of facts.summary.register_marks) {
    if (mark.from !== null && starts.has(mark.from)) continue;
    if (mark.from !== null) starts.add(mark.from);
    flags.push({
      kind: 'disqualified',
      count: null,
      from: mark.from,
      to: mark.to,
      organization: mark.company,
      article: null,
      source: presentSource(mark.source, mark.as_of),
    });
  }
  return flags;
}

/** The reply of both people endpoints: the whitelist of what a person's page shows. */
export function presentPerson(facts: TPersonFacts): TPerson {
  const { roles, entrepreneur, mass } = facts;
  const name = roles[0]?.name ?? entrepreneur?.name ?? mass[0]?.fio ?? '';
  const counts = countsOf(facts.summary);
  const first = roles[0];
  const source = first
    ? presentSource(first.source, first.as_of)
    : entrepreneur
      ? presentSource(entrepreneur.source, entrepreneur.as_of)
      : presentSource(mass[0]?.source ?? 'egrul', mass[0]?.as_of ?? null);
  return {
    inn: facts.inn,
    name,
    other_names: otherNames(name, [
      ...facts.summary.names,
      ...(entrepreneur ? [entrepreneur.name] : []),
      ...mass.map((entry) => entry.fio),
    ]),
    roles: roles.map((role) => {
      const rating = facts.ratings.get(role.company_id);
      return {
        role: role.role,
        post: role.post,
        share_percent: role.share_percent,
        share_nominal: role.share_nominal,
        since: role.since,
        until: role.until,
        current: role.until === null,
        company: {
          inn: role.inn,
          ogrn: role.ogrn,
          name: role.company_name,
          status: role.status_name,
          status_class: companyStatusClass(role.status_name),
          region: role.region,
          zone: rating?.zone ?? null,
          score: rating ? Math.round(rating.score) : null,
        },
      };
    }),
    roles_total: counts.roles,
    entrepreneur: entrepreneur
      ? {
          inn: entrepreneur.inn,
          ogrnip: entrepreneur.ogrnip,
          name: entrepreneur.name,
          status: entrepreneur.status_name,
          status_class: companyStatusClass(entrepreneur.status_name),
          registration_date: entrepreneur.registration_date,
          termination_date: entrepreneur.termination_date,
        }
      : null,
    flags: presentFlags(facts),
    counts: {
      companies: counts.companies,
      active: counts.active,
      liquidated: counts.liquidated,
      current_roles: counts.current_roles,
    },
    source,
  };
}
