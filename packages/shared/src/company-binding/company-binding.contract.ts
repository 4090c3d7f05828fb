import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../auth/messages.ts';
import { zPage } from '../companies/common.contract.ts';
import { isValidInnLegal, isValidInnPerson } from '../companies/identifiers.ts';

/**
 * Seller application (spec §3 "Company application"): a user asks to become
 * the representative of a company, with three documents; an admin approves
 * or rejects it.
 */

/** The multipart file fields, all required. */
export const COMPANY_BINDING_FILES = ['passport', 'contract', 'document'] as const;
export type TCompanyBindingFile = (typeof COMPANY_BINDING_FILES)[number];
export const COMPANY_BINDING_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const COMPANY_BINDING_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** `transferred`: approved once, then the subject was handed to another user by an explicit transfer. */
export const COMPANY_BINDING_STATUSES = ['pending', 'approved', 'rejected', 'transferred'] as const;
export type TCompanyBindingStatus = (typeof COMPANY_BINDING_STATUSES)[number];

const ZUploadedFile = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .min(1, ACCOUNT_MESSAGES.required)
  .meta({ type: 'string', format: 'binary' });

/** What an application is filed for: a legal entity (ЮЛ, 10-digit ИНН) or a sole trader (ИП, 12 digits). */
export const COMPANY_BINDING_SUBJECT_KINDS = ['company', 'entrepreneur'] as const;
export type TCompanyBindingSubjectKind = (typeof COMPANY_BINDING_SUBJECT_KINDS)[number];

/** The subject an ИНН names by its length: 10 digits a legal entity, 12 a sole trader. */
export function bindingSubjectKind(inn: string): TCompanyBindingSubjectKind | null {
  if (/^\d{10}$/.test(inn)) return 'company';
  if (/^\d{12}$/.test(inn)) return 'entrepreneur';
  return null;
}

/**
 * The applicant's ИНН: format first (10 or 12 digits), then the check digits
 * of that kind, each with its own message.
 */
export const ZBindingInn = z
  .string({ error: ACCOUNT_MESSAGES.required })
  .trim()
  .min(1, { message: ACCOUNT_MESSAGES.blank, abort: true })
  .regex(/^(\d{10}|\d{12})$/, { message: ACCOUNT_MESSAGES.bindingInnFormat, abort: true })
  .refine((inn) => (inn.length === 10 ? isValidInnLegal(inn) : isValidInnPerson(inn)), {
    message: ACCOUNT_MESSAGES.bindingInnChecksum,
  });

/**
 * `POST /api/v1/ticket-company-binding/` as `multipart/form-data`. `inn` is
 * the ИНН of a legal entity (10 digits) or of a sole trader (12 digits).
 */
export const ZCompanyBindingForm = z
  .object({
    inn: ZBindingInn,
    passport: ZUploadedFile.describe('Паспорт: PDF, JPG или PNG до 10 МБ'),
    contract: ZUploadedFile.describe('Договор: PDF, JPG или PNG до 10 МБ'),
    document: ZUploadedFile.describe('Документ о полномочиях: PDF, JPG или PNG до 10 МБ'),
  })
  .meta({ id: 'CompanyBindingForm' });

export const ZCompanyBindingFileRef = z
  .object({ name: z.string(), content_type: z.string(), size: z.number().int(), url: z.string() })
  .meta({ id: 'CompanyBindingFile' });

export const ZCompanyBinding = z
  .object({
    id: z.number().int(),
    status: z.enum(COMPANY_BINDING_STATUSES),
    inn: z.string(),
    company: z
      .object({
        kind: z.enum(COMPANY_BINDING_SUBJECT_KINDS).describe('company — организация, entrepreneur — ИП'),
        id: z.number().int().describe('Внутренний номер организации или ИП'),
        name: z.string().describe('Краткое наименование; у ИП — «ИП Фамилия Имя Отчество»'),
        ogrn: z.string().describe('ОГРН организации или ОГРНИП предпринимателя'),
      })
      .describe('Кого представлять: организация или ИП'),
    files: z.object({
      passport: ZCompanyBindingFileRef,
      contract: ZCompanyBindingFileRef,
      document: ZCompanyBindingFileRef,
    }),
    created_at: z.string(),
    reviewed_at: z.string().nullable(),
    reject_reason: z.string().nullable(),
  })
  .meta({ id: 'CompanyBinding' });
export type TCompanyBinding = z.infer<typeof ZCompanyBinding>;

export const ZCompanyBindingList = z.array(ZCompanyBinding).meta({ id: 'CompanyBindingList' });

const ZBindingPerson = z.object({ id: z.number().int(), email: z.string(), full_name: z.string() });

/**
 * What staff see: the application, who filed it, who represents its subject
 * now (null when nobody does), and each document's `inline_url` — a
 * short-lived signed address for this reviewer that shows the document in the
 * page (an iframe or img cannot send the Bearer header).
 */
export const ZAdminCompanyBinding = ZCompanyBinding.extend({
  user: ZBindingPerson,
  representative: ZBindingPerson.nullable().describe('Текущий представитель организации или ИП'),
  inline_files: z.object({ passport: z.string(), contract: z.string(), document: z.string() }),
}).meta({ id: 'AdminCompanyBinding' });
export type TAdminCompanyBinding = z.infer<typeof ZAdminCompanyBinding>;

export const COMPANY_BINDINGS_PAGE_SIZE = 20;

export const ZAdminCompanyBindingPage = zPage(ZAdminCompanyBinding).meta({ id: 'AdminCompanyBindingPage' });
export type TAdminCompanyBindingPage = z.infer<typeof ZAdminCompanyBindingPage>;

export const ZAdminCompanyBindingQuery = z.object({
  status: z.enum(COMPANY_BINDING_STATUSES).optional().describe('По умолчанию — все'),
  search: z
    .string()
    .trim()
    .max(200, ACCOUNT_MESSAGES.tooLong(200))
    .optional()
    .describe('ИНН, часть названия организации (ИП) или почты заявителя'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TAdminCompanyBindingQuery = z.input<typeof ZAdminCompanyBindingQuery>;

export const ZCompanyBindingIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZCompanyBindingFileParams = ZCompanyBindingIdParams.extend({ file: z.enum(COMPANY_BINDING_FILES) });

/**
 * The signed access of an inline document address (`inline_files.*`); named
 * `token` so the access log masks it as it masks other secrets.
 */
export const ZCompanyBindingInlineQuery = z.object({ token: z.string().max(200).optional() });

export const COMPANY_BINDING_REJECT_REASON_MAX = 1000;

/** The reason is required: the applicant reads it in their list of applications. */
export const ZCompanyBindingRejectBody = z
  .object({
    reason: z
      .string({ error: ACCOUNT_MESSAGES.required })
      .trim()
      .min(1, ACCOUNT_MESSAGES.blank)
      .max(COMPANY_BINDING_REJECT_REASON_MAX, ACCOUNT_MESSAGES.tooLong(COMPANY_BINDING_REJECT_REASON_MAX)),
  })
  .meta({ id: 'CompanyBindingRejectBody' });

/**
 * `transfer: true` approves even when the subject already has another
 * representative: it passes to this applicant, the previous one is told by
 * email and their application becomes `transferred`.
 */
export const ZCompanyBindingApproveBody = z
  .object({ transfer: z.boolean().optional().describe('Передать организацию от текущего представителя') })
  .meta({ id: 'CompanyBindingApproveBody' });
