import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../auth/messages.ts';
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

export const COMPANY_BINDING_STATUSES = ['pending', 'approved', 'rejected'] as const;
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

/** What an admin sees: the application and who filed it. */
export const ZAdminCompanyBinding = ZCompanyBinding.extend({
  user: z.object({ id: z.number().int(), email: z.string(), full_name: z.string() }),
}).meta({ id: 'AdminCompanyBinding' });
export type TAdminCompanyBinding = z.infer<typeof ZAdminCompanyBinding>;

export const ZAdminCompanyBindingList = z.array(ZAdminCompanyBinding).meta({ id: 'AdminCompanyBindingList' });

export const ZAdminCompanyBindingQuery = z.object({
  status: z.enum(COMPANY_BINDING_STATUSES).optional().describe('По умолчанию — все'),
});

export const ZCompanyBindingIdParams = z.object({ id: z.coerce.number().int().positive() });
export const ZCompanyBindingFileParams = ZCompanyBindingIdParams.extend({ file: z.enum(COMPANY_BINDING_FILES) });

export const ZCompanyBindingRejectBody = z
  .object({ reason: z.string().trim().max(1000, ACCOUNT_MESSAGES.tooLong(1000)).optional() })
  .meta({ id: 'CompanyBindingRejectBody' });
