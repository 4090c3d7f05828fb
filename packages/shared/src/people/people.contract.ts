import { z } from 'zod';
import { ZSource } from '../companies/company.contract.ts';

/**
 * A person's page (`/person/{inn}`, issue 20): every company the person directs or founds, or did,
 * their sole-trader registration and the registers' flags about them. A person without a known ИНН
 * is shown by name within one company (`/person/name/{name}/{companyInn}`).
 */

export const PERSON_ROLES = ['director', 'founder'] as const;

/**
 * The most roles one reply lists: current ones first, then the most recent. A mass director can have
 * thousands; the counts cover all of them and `roles_total` says how many there are.
 */
export const PERSON_ROLES_LIMIT = 200;
export type TPersonRole = (typeof PERSON_ROLES)[number];

export const ZPersonCompanyRole = z
  .object({
    role: z.enum(PERSON_ROLES),
    /** The director's post as the register words it («Генеральный директор»). */
    post: z.string().nullable(),
    share_percent: z.number().nullable(),
    share_nominal: z.number().nullable().describe('Рубли'),
    since: z.string().nullable().describe('YYYY-MM-DD'),
    until: z.string().nullable().describe('YYYY-MM-DD; null — в должности или в составе учредителей сейчас'),
    current: z.boolean(),
    company: z.object({
      inn: z.string(),
      ogrn: z.string(),
      name: z.string(),
      status: z.string(),
      status_class: z.enum(['active', 'inactive', 'liquidated']),
      region: z.string().nullable(),
      zone: z.enum(['low', 'medium', 'high']).nullable(),
      score: z.number().int().nullable(),
    }),
  })
  .meta({ id: 'PersonCompanyRole' });
export type TPersonCompanyRole = z.infer<typeof ZPersonCompanyRole>;

export const ZPersonFlag = z
  .object({
    kind: z.enum(['mass_director', 'mass_founder', 'disqualified']),
    /** Mass registers: how many companies; disqualification: null. */
    count: z.number().int().nullable(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    /** Disqualification: the organisation where the person held office, as the register names it. */
    organization: z.string().nullable(),
    /** Disqualification: the article of the Code of Administrative Offences. */
    article: z.string().nullable(),
    source: ZSource,
  })
  .meta({ id: 'PersonFlag' });
export type TPersonFlag = z.infer<typeof ZPersonFlag>;

export const ZPerson = z
  .object({
    inn: z.string().nullable().describe('ИНН физлица (12 цифр) или null, если известно только имя'),
    name: z.string(),
    /** Other spellings the registers use for the same ИНН. */
    other_names: z.array(z.string()),
    roles: z.array(ZPersonCompanyRole).describe('Не больше PERSON_ROLES_LIMIT (200): сначала текущие, затем недавние'),
    roles_total: z.number().int().describe('Сколько всего ролей; больше длины roles, когда список обрезан'),
    entrepreneur: z
      .object({
        inn: z.string(),
        ogrnip: z.string(),
        name: z.string(),
        status: z.string(),
        status_class: z.enum(['active', 'inactive', 'liquidated']),
        registration_date: z.string().nullable().describe('YYYY-MM-DD'),
        termination_date: z.string().nullable().describe('YYYY-MM-DD'),
      })
      .nullable(),
    flags: z.array(ZPersonFlag),
    counts: z.object({
      companies: z.number().int(),
      active: z.number().int(),
      liquidated: z.number().int(),
      current_roles: z.number().int(),
    }),
    source: ZSource,
  })
  .meta({ id: 'Person' });
export type TPerson = z.infer<typeof ZPerson>;

/** `GET /api/v1/people/by-name/?name=&company_inn=`: a person known only by name, within one company. */
export const ZPersonByNameQuery = z.object({
  name: z.string().trim().min(1).max(300).describe('ФИО, как его пишет реестр'),
  company_inn: z.string().describe('ИНН организации (10 цифр), где человек руководитель или учредитель'),
});

/** `GET /api/v1/people/{inn}/`. */
export const ZPersonParams = z.object({ inn: z.string().describe('ИНН физического лица, 12 цифр') });

export const PEOPLE_MESSAGES = {
  badInn: 'ИНН физического лица — 12 цифр с верными контрольными разрядами',
  badCompanyInn: 'ИНН организации — 10 цифр с верным контрольным разрядом',
  notFound: 'Сведений об этом человеке в реестрах нет',
} as const;
