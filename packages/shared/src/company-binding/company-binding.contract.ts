import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../auth/messages.ts';

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

/**
 * `POST /api/v1/ticket-company-binding/` as `multipart/form-data`. `inn` is
 * the company's ИНН (10 digits; sole traders cannot be bound yet).
 */
export const ZCompanyBindingForm = z
  .object({
    inn: z
      .string({ error: ACCOUNT_MESSAGES.required })
      .trim()
      .min(1, ACCOUNT_MESSAGES.blank)
      .regex(/^\d{10}$/, ACCOUNT_MESSAGES.bindingInnFormat),
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
    company: z.object({ id: z.number().int(), name: z.string(), ogrn: z.string() }),
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
