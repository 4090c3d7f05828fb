import { addMonths, daysBetween, withinMonths } from './dates.ts';
import { ev, type TFactorDefinition as F, factor, fired, NOT_FIRED, notChecked } from './factor.ts';
import type { TDirectorInput, TReliabilityInputs } from './inputs.ts';

/** Directors, founders, the address and the registry history: unreliability, mass registration, ownership. */

export const currentDirectors = (i: TReliabilityInputs): TDirectorInput[] => i.directors.filter((d) => !d.ended_date);

/** A disqualification in force on `today`, from the ЕГРЮЛ mark or the register of disqualified persons. */
function disqualification(d: TDirectorInput, today: string) {
  if (d.disqualified_from && d.disqualified_from <= today && (!d.disqualified_to || d.disqualified_to >= today))
    return { from: d.disqualified_from, to: d.disqualified_to, register: false };
  const r = d.register_disqualification;
  if (r && r.from <= today && (!r.to || r.to >= today)) return { from: r.from, to: r.to, register: true };
  return null;
}

/** ФНС one-day-firm signs (inn-check-ru: three or more → caution); only signs whose data is loaded count. */
export function oneDaySigns(i: TReliabilityInputs): string[] {
  const signs: string[] = [];
  const s = i.subject;
  const directors = currentDirectors(i);
  if (i.coverage.mass_addresses && i.mass_address) signs.push('массовый адрес');
  if (i.coverage.mass_persons && directors.some((d) => d.mass)) signs.push('массовый руководитель');
  if (i.coverage.mass_persons && i.founders.some((f) => f.mass)) signs.push('массовый учредитель');
  if (s.address_unreliable) signs.push('недостоверный адрес');
  if (directors.some((d) => d.unreliable)) signs.push('недостоверный руководитель');
  if (s.share_capital !== null && s.share_capital <= 10_000) signs.push('минимальный уставный капитал');
  const headcount = i.headcount.at(-1);
  if (i.coverage.headcount && headcount && headcount.employees === 0) signs.push('нет сотрудников');
  if (s.registration_date && s.registration_date > addMonths(i.today, -12)) signs.push('моложе года');
  return signs;
}

const recentChanges = (i: TReliabilityInputs, field: string, months: number) =>
  i.changes.filter((c) => c.field === field && withinMonths(c.change_date, i.today, months));

const people = { data: ['registry'] as const, companyOnly: true };

export const PEOPLE_FACTORS: F[] = [
  factor({
    id: 'address-unreliable',
    group: 'registry',
    label: 'Недостоверный адрес',
    label_en: 'Address marked unreliable',
    polarity: 'negative',
    severity: 'high',
    weight: 15,
    rule: 'В ЕГРЮЛ внесена запись о недостоверности сведений об адресе',
    ...people,
    research: 14,
    evaluate: ({ subject: s }) =>
      s.address_unreliable
        ? fired(s, ev('Адрес', s.legal_address), ev('Отметка', s.address_unreliable_text))
        : NOT_FIRED,
  }),
  factor({
    id: 'director-unreliable',
    group: 'people',
    label: 'Недостоверные сведения о руководителе',
    label_en: 'Director marked unreliable',
    polarity: 'negative',
    severity: 'high',
    weight: 15,
    rule: 'У действующего руководителя в ЕГРЮЛ стоит отметка о недостоверности',
    ...people,
    research: 15,
    evaluate: (i) => {
      const rows = currentDirectors(i).filter((d) => d.unreliable);
      return rows.length ? fired(i.subject, ...rows.map((d) => ev('Руководитель', d.fio, null, d.inn))) : NOT_FIRED;
    },
  }),
  factor({
    id: 'founder-unreliable',
    group: 'people',
    label: 'Недостоверные сведения об учредителе',
    label_en: 'Founder marked unreliable',
    polarity: 'negative',
    severity: 'high',
    weight: 15,
    rule: 'У действующего учредителя в ЕГРЮЛ стоит отметка о недостоверности',
    ...people,
    research: 16,
    evaluate: (i) => {
      const rows = i.founders.filter((f) => f.unreliable);
      return rows.length ? fired(i.subject, ...rows.map((f) => ev('Учредитель', f.name, null, f.inn))) : NOT_FIRED;
    },
  }),
  factor({
    id: 'mass-address',
    group: 'registry',
    label: 'Адрес массовой регистрации',
    label_en: 'Mass registration address',
    polarity: 'negative',
    severity: 'medium',
    weight: 7,
    rule: 'Юридический адрес есть в списке ФНС адресов, по которым зарегистрировано много организаций',
    data: ['mass_addresses'],
    companyOnly: true,
    research: 18,
    evaluate: ({ mass_address: m, subject: s }) =>
      m ? fired(m, ev('Адрес', s.legal_address), ev('Организаций по адресу', m.companies, m.as_of)) : NOT_FIRED,
  }),
  factor({
    id: 'mass-director',
    group: 'people',
    label: 'Массовый руководитель',
    label_en: 'Mass director',
    polarity: 'negative',
    severity: 'medium',
    weight: 7,
    rule: 'Действующий руководитель есть в списке ФНС массовых руководителей',
    data: ['mass_persons', 'registry'],
    companyOnly: true,
    research: 19,
    evaluate: (i) => {
      const rows = currentDirectors(i).filter((d) => d.mass);
      const first = rows[0]?.mass;
      if (!first) return NOT_FIRED;
      return fired(first, ...rows.map((d) => ev(`${d.fio}: организаций`, d.mass?.companies ?? null, null, d.inn)));
    },
  }),
  factor({
    id: 'mass-founder',
    group: 'people',
    label: 'Массовый учредитель',
    label_en: 'Mass founder',
    polarity: 'negative',
    severity: 'medium',
    weight: 7,
    rule: 'Действующий учредитель есть в списке ФНС массовых учредителей',
    data: ['mass_persons', 'registry'],
    companyOnly: true,
    research: 20,
    evaluate: (i) => {
      const rows = i.founders.filter((f) => f.mass);
      const first = rows[0]?.mass;
      if (!first) return NOT_FIRED;
      return fired(first, ...rows.map((f) => ev(`${f.name}: организаций`, f.mass?.companies ?? null, null, f.inn)));
    },
  }),
  factor({
    id: 'mass-director-recent',
    group: 'people',
    label: 'Недавно назначен массовый руководитель',
    label_en: 'Recently switched to a mass director',
    polarity: 'negative',
    severity: 'high',
    weight: 12,
    rule: 'Руководитель из списка массовых назначен за последние 12 месяцев',
    data: ['mass_persons', 'registry'],
    companyOnly: true,
    research: 21,
    evaluate: (i) => {
      const rows = currentDirectors(i).filter((d) => d.mass && withinMonths(d.since_date, i.today, 12));
      const first = rows[0]?.mass;
      if (!first) return NOT_FIRED;
      return fired(first, ...rows.map((d) => ev('Назначен', d.fio, d.since_date, d.inn)));
    },
  }),
  factor({
    id: 'director-many-companies',
    group: 'people',
    label: 'Руководитель возглавлял много компаний',
    label_en: 'Director has headed many companies',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'Действующий руководитель (по ИНН) возглавлял или возглавляет 20 и более организаций',
    ...people,
    research: 22,
    evaluate: (i) => {
      const directors = currentDirectors(i).filter((d) => d.inn);
      if (!directors.length) return notChecked('Нет ИНН руководителя');
      const rows = directors.filter((d) => (d.record?.companies ?? 0) >= 20);
      return rows.length
        ? fired(i.subject, ...rows.map((d) => ev(`${d.fio}: организаций`, d.record?.companies ?? null, null, d.inn)))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'person-failed-companies',
    group: 'people',
    label: 'Компании руководителя часто ликвидируются',
    label_en: "The director's companies often close early",
    polarity: 'negative',
    severity: 'high',
    weight: 12,
    rule: 'Из 3 и более компаний руководителя больше 30 % прекращены, в среднем проработав меньше 2 лет',
    ...people,
    research: 91,
    evaluate: (i) => {
      const directors = currentDirectors(i).filter((d) => d.record);
      if (!directors.length) return notChecked('Нет ИНН руководителя');
      const rows = directors.filter((d) => {
        const r = d.record;
        return !!r && r.companies >= 3 && r.closed / r.companies > 0.3 && (r.avg_closed_life_days ?? Infinity) < 730;
      });
      return rows.length
        ? fired(
            i.subject,
            ...rows.flatMap((d) => [
              ev(`${d.fio}: компаний всего`, d.record?.companies ?? null, null, d.inn),
              ev(`${d.fio}: прекращено`, d.record?.closed ?? null, null, d.inn),
              ev('Средний срок жизни прекращённых, дней', Math.round(d.record?.avg_closed_life_days ?? 0)),
            ]),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'director-frequent-changes',
    group: 'people',
    label: 'Частая смена руководителя',
    label_en: 'Frequent change of director',
    polarity: 'negative',
    severity: 'medium',
    weight: 7,
    rule: 'За последние 12 месяцев руководитель сменялся 2 и более раз',
    ...people,
    research: 23,
    evaluate: (i) => {
      const reg = i.subject.registration_date;
      const rows = i.directors.filter(
        (d) => withinMonths(d.since_date, i.today, 12) && (!reg || daysBetween(reg, d.since_date as string) > 30),
      );
      return rows.length >= 2
        ? fired(i.subject, ...rows.map((d) => ev('Назначен руководитель', d.fio, d.since_date, d.inn)))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'tax-office-migration',
    group: 'registry',
    label: 'Недавняя смена налоговой инспекции',
    label_en: 'Recently moved to another tax office',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'Налоговая, где состоит на учёте, отличается от регистрирующей, постановка на учёт — за последние 3 года',
    data: ['registry'],
    research: 25,
    evaluate: ({ subject: s, today }) => {
      const { registering, current, current_since: since } = s.tax_office;
      if (!registering || !current) return notChecked('Нет кодов налоговых органов');
      return registering !== current && withinMonths(since, today, 36)
        ? fired(s, ev('Регистрирующий орган', registering), ev('Текущий орган', current, since))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'director-disqualified',
    group: 'people',
    label: 'Дисквалифицированный руководитель',
    label_en: 'Disqualified director',
    polarity: 'negative',
    severity: 'critical',
    weight: 40,
    stop: true,
    rule: 'Действующий руководитель дисквалифицирован (отметка ЕГРЮЛ или реестр дисквалифицированных лиц)',
    ...people,
    research: 26,
    evaluate: (i) => {
      const rows = currentDirectors(i)
        .map((d) => ({ d, q: disqualification(d, i.today) }))
        .filter((x) => x.q);
      const first = rows[0];
      if (!first) return NOT_FIRED;
      const source =
        first.q?.register && first.d.register_disqualification ? first.d.register_disqualification : i.subject;
      return fired(
        source,
        ...rows.map(({ d, q }) => ev(`${d.fio}: дисквалифицирован до`, q?.to ?? null, q?.from, d.inn)),
      );
    },
  }),
  factor({
    id: 'person-bankrupt',
    group: 'people',
    label: 'Руководитель или учредитель — банкрот',
    label_en: 'A director or founder is a bankrupt individual',
    polarity: 'negative',
    severity: 'high',
    weight: 12,
    rule: 'О действующем руководителе или учредителе-физлице есть сообщения ЕФРСБ',
    data: ['bankruptcy', 'registry'],
    companyOnly: true,
    research: 27,
    evaluate: ({ person_bankruptcy: rows }) =>
      rows[0]
        ? fired(rows[0], ...rows.slice(0, 5).map((m) => ev(m.name ?? m.inn, m.type, m.published_on, m.inn)))
        : NOT_FIRED,
  }),
  factor({
    id: 'one-day-signs',
    group: 'people',
    label: 'Признаки номинальности (фирмы-однодневки)',
    label_en: 'Shell-company signs',
    polarity: 'negative',
    severity: 'high',
    weight: 12,
    rule: 'Совпали 4 и более признака: массовый адрес, руководитель или учредитель, недостоверность, минимальный капитал, нет сотрудников, моложе года',
    ...people,
    research: 28,
    evaluate: (i) => {
      const signs = oneDaySigns(i);
      return signs.length >= 4
        ? fired(i.subject, ev('Признаков', signs.length), ev('Признаки', signs.join(', ')))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'director-sole-founder',
    group: 'people',
    label: 'Руководитель — единственный учредитель',
    label_en: 'The director is the sole founder',
    polarity: 'attention',
    weight: 0,
    rule: 'Единственный учредитель-физлицо с долей 100 % — действующий руководитель (по ИНН)',
    ...people,
    research: 29,
    evaluate: (i) => {
      const [only, ...rest] = i.founders;
      if (!only || rest.length || only.kind !== 'person' || !only.inn) return NOT_FIRED;
      if (only.share_percent !== null && only.share_percent < 100) return NOT_FIRED;
      const director = currentDirectors(i).find((d) => d.inn === only.inn);
      return director ? fired(i.subject, ev('Руководитель и учредитель', director.fio, null, director.inn)) : NOT_FIRED;
    },
  }),
  factor({
    id: 'foreign-founders',
    group: 'people',
    label: 'Иностранные учредители',
    label_en: 'Foreign founders',
    polarity: 'attention',
    weight: 0,
    rule: 'Среди действующих учредителей есть иностранная организация',
    ...people,
    research: 30,
    evaluate: (i) => {
      const rows = i.founders.filter((f) => f.kind === 'foreign_org');
      return rows.length ? fired(i.subject, ...rows.map((f) => ev(f.name, f.country, f.since_date))) : NOT_FIRED;
    },
  }),
  factor({
    id: 'managing-organisation',
    group: 'people',
    label: 'Управляющая организация вместо директора',
    label_en: 'Run by a managing organisation',
    polarity: 'attention',
    weight: 0,
    rule: 'Полномочия руководителя переданы управляющей организации',
    ...people,
    research: 31,
    evaluate: ({ subject: s }) =>
      s.managing_org
        ? fired(s, ev('Управляющая организация', s.managing_org.name, null, s.managing_org.inn))
        : NOT_FIRED,
  }),
  factor({
    id: 'share-encumbrance',
    group: 'people',
    label: 'Доли участников в залоге или под арестом',
    label_en: 'Founders’ shares are pledged or arrested',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'На долю действующего учредителя зарегистрировано обременение (залог, арест)',
    ...people,
    research: 32,
    evaluate: (i) => {
      const rows = i.founders.flatMap((f) => f.encumbrances.map((e) => ({ f, e })));
      return rows.length
        ? fired(i.subject, ...rows.map(({ f, e }) => ev(`${f.name}: ${e.kind}`, e.holder_name, e.record_date)))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'state-participation',
    group: 'people',
    label: 'Участие государства в капитале',
    label_en: 'State ownership',
    polarity: 'positive',
    weight: 4,
    rule: 'Среди действующих учредителей — Российская Федерация, субъект РФ или муниципальное образование',
    ...people,
    research: null,
    evaluate: (i) => {
      const rows = i.founders.filter((f) => f.kind === 'state');
      return rows.length ? fired(i.subject, ...rows.map((f) => ev('Учредитель', f.name, f.since_date))) : NOT_FIRED;
    },
  }),
  factor({
    id: 'branches',
    group: 'registry',
    label: 'Есть филиалы или представительства',
    label_en: 'Has branches or representative offices',
    polarity: 'positive',
    weight: 2,
    rule: 'В ЕГРЮЛ есть сведения о филиалах или представительствах',
    ...people,
    research: 85,
    evaluate: ({ branches, subject: s }) =>
      branches > 0 ? fired(s, ev('Филиалов и представительств', branches)) : NOT_FIRED,
  }),
  factor({
    id: 'address-changed-recently',
    group: 'registry',
    label: 'Недавно сменился адрес',
    label_en: 'Address changed recently',
    polarity: 'attention',
    weight: 0,
    rule: 'Юридический адрес менялся за последние 12 месяцев',
    data: ['history'],
    companyOnly: true,
    research: null,
    evaluate: (i) => {
      const rows = recentChanges(i, 'address', 12);
      const first = rows[0];
      return first
        ? fired(
            { source: first.source, as_of: first.change_date },
            ...rows.map((c) => ev('Новый адрес', c.new_value, c.change_date)),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'founders-changed-recently',
    group: 'registry',
    label: 'Недавно сменились учредители',
    label_en: 'Founders changed recently',
    polarity: 'attention',
    weight: 0,
    rule: 'Состав учредителей менялся за последние 12 месяцев',
    data: ['history'],
    companyOnly: true,
    research: null,
    evaluate: (i) => {
      const rows = recentChanges(i, 'founders', 12);
      const first = rows[0];
      return first
        ? fired(
            { source: first.source, as_of: first.change_date },
            ...rows.map((c) => ev('Новый учредитель', c.new_value, c.change_date)),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'capital-decreased',
    group: 'registry',
    label: 'Уменьшение уставного капитала',
    label_en: 'Share capital reduced',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'За последние 3 года уставный капитал уменьшался',
    data: ['history'],
    companyOnly: true,
    research: null,
    evaluate: (i) => {
      const rows = recentChanges(i, 'capital', 36).filter((c) => Number(c.new_value) < Number(c.old_value));
      const first = rows[0];
      return first
        ? fired(
            { source: first.source, as_of: first.change_date },
            ...rows.map((c) => ev(`Капитал уменьшен с ${c.old_value} ₽ до, ₽`, Number(c.new_value), c.change_date)),
          )
        : NOT_FIRED;
    },
  }),
];
