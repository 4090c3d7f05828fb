import { z } from 'zod';
import { ZDateString, ZFactSource } from './common.contract.ts';
import { ZCode, ZCompany, ZStatus } from './company.contract.ts';

/**
 * The full company card (spec §3 Company): the short card of `ZCompany` plus
 * every registry block, each carrying `source` (name, as_of, is_demo). Field
 * names follow the spec (camelCase where the original API had it:
 * `taxAuthority`, `pensionFund`, `socialInsuranceFund`).
 */

const ZOptionalCode = z.object({ code: z.string(), name: z.string().nullable() });

export const ZOrgRef = z
  .object({ ogrn: z.string().nullable(), inn: z.string().nullable(), name: z.string() })
  .meta({ id: 'OrgRef' });

export const ZTaxAuthority = z
  .object({
    code: z.string().nullable(),
    name: z.string(),
    address: z.string().nullable(),
    current: z
      .object({ code: z.string().nullable(), name: z.string(), since: ZDateString.nullable() })
      .nullable()
      .describe('Инспекция, в которой организация состоит на учёте сейчас'),
  })
  .meta({ id: 'TaxAuthority' });

export const ZFundRegistration = z
  .object({
    registration_number: z.string(),
    registration_date: ZDateString.nullable(),
    name: z.string().nullable(),
    code: z.string().nullable(),
  })
  .meta({ id: 'FundRegistration' });

export const ZContacts = z
  .object({
    phone: z.array(z.string()),
    email: z.array(z.string()),
    website: z.string().nullable(),
    web_site: z.string().nullable().describe('То же, что website (имя поля в старых клиентах)'),
    source: ZFactSource,
  })
  .meta({ id: 'Contacts' });

export const ZMassFlag = z.object({ companies: z.number().int(), source: ZFactSource }).meta({ id: 'MassFlag' });

export const ZLegalAddress = z
  .object({
    adress: z.string(),
    fias_id: z.string().nullable(),
    unreliable: z.boolean().describe('Отметка ЕГРЮЛ о недостоверности адреса'),
    unreliable_text: z.string().nullable(),
    mass: ZMassFlag.nullable().describe('Массовый адрес (реестр ФНС), если адрес в нём есть'),
  })
  .meta({ id: 'LegalAddress' });

export const ZDirectorFull = z
  .object({
    fio: z.string(),
    inn: z.string().nullable(),
    ogrnip: z.string().nullable(),
    post: z.string().nullable(),
    post_kind: z.string().nullable(),
    since_date: ZDateString.nullable(),
    ended_date: ZDateString.nullable(),
    unreliable: z.boolean(),
    unreliable_text: z.string().nullable(),
    disqualified: z
      .object({ from: ZDateString.nullable(), to: ZDateString.nullable(), source: ZFactSource })
      .nullable()
      .describe('Запись ЕГРЮЛ или реестра дисквалифицированных лиц (совпадение по ФИО)'),
    mass: ZMassFlag.nullable().describe('Массовый руководитель (реестр ФНС)'),
  })
  .meta({ id: 'DirectorFull' });

export const ZEncumbrance = z
  .object({
    kind: z.string(),
    holder: z.object({ name: z.string().nullable(), inn: z.string().nullable(), ogrn: z.string().nullable() }),
    details: z.string().nullable(),
    record_date: ZDateString.nullable(),
  })
  .meta({ id: 'Encumbrance' });

/** Spec «Founder»: fio or name, record_date, fraction.percent, inn, id. */
export const ZFounder = z
  .object({
    id: z.number().int(),
    kind: z.string().describe('person, ru_org, foreign_org, state, fund или partnership'),
    fio: z.string().nullable().describe('ФИО (учредитель — физическое лицо)'),
    name: z.string().nullable().describe('Наименование (учредитель — организация или публичное образование)'),
    inn: z.string().nullable(),
    ogrn: z.string().nullable(),
    country: z.string().nullable(),
    record_date: ZDateString.nullable(),
    fraction: z.object({ percent: z.number().nullable(), nominal: z.number().nullable() }),
    encumbrances: z.array(ZEncumbrance),
    unreliable: z.boolean(),
    mass: ZMassFlag.nullable().describe('Массовый учредитель (реестр ФНС)'),
  })
  .meta({ id: 'Founder' });

export const ZFounders = z
  .object({
    PP: z.array(ZFounder).describe('Физические лица'),
    LP: z.array(ZFounder).describe('Организации, публичные образования, фонды'),
    source: ZFactSource,
  })
  .meta({ id: 'Founders' });

export const ZBranch = z
  .object({
    name: z.string().nullable(),
    kpp: z.string().nullable(),
    address: z.string().nullable(),
    country: z.string().nullable(),
    since_date: ZDateString.nullable(),
  })
  .meta({ id: 'Branch' });

export const ZDivision = z
  .object({ filials: z.array(ZBranch), representative_offices: z.array(ZBranch), source: ZFactSource })
  .meta({ id: 'Division' });

/** Spec «License»: number, date, license_author, start_date, end_date, type_activities[]. */
export const ZLicense = z
  .object({
    number: z.string().nullable(),
    date: ZDateString.nullable(),
    license_author: z.string().nullable(),
    start_date: ZDateString.nullable(),
    end_date: ZDateString.nullable(),
    type_activities: z.array(z.string()),
    suspended: z.boolean(),
    source: ZFactSource,
  })
  .meta({ id: 'License' });

/** Spec «Trademark»: trademark_id, registration_date, id, sections[{id,title,content}]. */
export const ZTrademark = z
  .object({
    id: z.number().int(),
    trademark_id: z.string().describe('Номер регистрации (Роспатент)'),
    registration_date: ZDateString.nullable(),
    priority_date: ZDateString.nullable(),
    expiration_date: ZDateString.nullable(),
    image: z.string().nullable(),
    status: z.string().nullable(),
    sections: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })),
    source: ZFactSource,
  })
  .meta({ id: 'Trademark' });

/** Spec «Connected organization». */
export const ZConnectedOrg = z
  .object({
    id: z.number().int(),
    name: z.string(),
    status: ZStatus,
    legal_address: z.string().nullable(),
    inn: z.string(),
    ogrn: z.string(),
    registration_date: ZDateString.nullable(),
    okved: ZCode.nullable(),
    relation: z
      .array(z.enum(['director', 'founder', 'founded', 'founder_org', 'address']))
      .describe(
        'Чем связана: общий руководитель, общий учредитель, учреждена этой организацией, её учредитель, ' +
          'тот же юридический адрес',
      ),
    via: z
      .array(
        z.object({
          inn: z.string(),
          fio: z.string(),
          relation: z.enum(['director', 'founder']).describe('Кем это лицо приходится связанной организации'),
        }),
      )
      .describe('Через кого связь: руководители и учредители проверяемого лица в связанной организации'),
  })
  .meta({ id: 'ConnectedOrg' });

export const ZSanction = z
  .object({
    list: z.string().describe('ofac, eu или uk'),
    entry_id: z.string(),
    name: z.string(),
    programs: z.array(z.string()),
    listed_on: ZDateString.nullable(),
    country: z.string().describe('Кто ввёл санкции: США, Евросоюз, Великобритания'),
    source: ZFactSource,
  })
  .meta({ id: 'Sanction' });

export const ZHistoryLight = z
  .object({
    records: z.number().int().describe('Записей в ЕГРЮЛ/ЕГРИП'),
    changes: z.number().int(),
    last_record_date: ZDateString.nullable(),
  })
  .meta({ id: 'HistoryLight' });

/** Blocks both kinds of card have. */
const commonBlocks = {
  okpo: z.string().nullable(),
  okato: z.object({ code: z.string() }).nullable(),
  oktmo: ZOptionalCode.nullable(),
  okogu: ZOptionalCode.nullable(),
  okfs: ZOptionalCode.nullable(),
  taxAuthority: ZTaxAuthority.nullable(),
  pensionFund: ZFundRegistration.nullable(),
  socialInsuranceFund: ZFundRegistration.nullable(),
  socialFund: ZFundRegistration.nullable().describe('Социальный фонд России (с 2023 г.)'),
  contacts: ZContacts.nullable(),
  licenses: z.array(ZLicense),
  trademarks: z.array(ZTrademark),
  LPEC: z.array(ZConnectedOrg).describe('Связанные организации (до 100)'),
  sanctions: z.array(ZSanction),
  country_sanctions: z.array(z.string()),
  history: ZHistoryLight,
  extract_date: ZDateString.nullable().describe('Дата выписки, из которой взяты сведения'),
  seller: z.number().int().nullable().describe('Номер продавца на маркетплейсе (/company/{seller}) или null'),
  avatar: z.string().nullable().describe('Логотип продавца (квадрат 300×300 WebP) или null'),
  image: z.string().nullable().describe('Обложка продавца (WebP) или null'),
};

/** `GET /api/v1/company/` and `/api/v1/companies/{id}`: the full ЮЛ card. */
export const ZCompanyCard = ZCompany.extend({
  ...commonBlocks,
  kind: z.literal('company'),
  name_en: z.string().nullable(),
  capital_kind: z.string().nullable(),
  creation_method: z.string().nullable(),
  termination_method: z.string().nullable(),
  legal_adress: ZLegalAddress.nullable(),
  directors: z.array(ZDirectorFull).describe('Действующие руководители'),
  directors_history: z.array(ZDirectorFull).describe('Прежние руководители'),
  founders: z.array(ZFounders).describe('Один элемент: {PP, LP}'),
  founder_organizations: z
    .array(z.object({ PP: z.array(ZConnectedOrg) }))
    .describe('Организации, которые учредила эта организация'),
  division: z.array(ZDivision).describe('Один элемент: filials — филиалы, representative_offices — представительства'),
  managing_org: ZOrgRef.nullable(),
  predecessors: z.array(ZOrgRef),
  successors: z.array(ZOrgRef),
}).meta({ id: 'CompanyCard' });

export type TCompanyCard = z.infer<typeof ZCompanyCard>;

/** `GET /api/v1/entrepreneur/`: the full ИП card. */
export const ZEntrepreneurCard = ZCompany.extend({
  ...commonBlocks,
  kind: z.literal('entrepreneur'),
  gender: z.string().nullable(),
  citizenship: z.string().nullable(),
  termination_method: z.string().nullable(),
}).meta({ id: 'EntrepreneurCard' });

export type TEntrepreneurCard = z.infer<typeof ZEntrepreneurCard>;

/** Either card; `kind` tells which. */
export type TCounterPartyCard = TCompanyCard | TEntrepreneurCard;
