import { COMPANY_BINDING_FILES, type TAdminCompanyBinding, type TCompanyBinding } from '@sverka/shared';
import type { TBindingRow } from './company-binding.repository.ts';

export const bindingFileUrl = (id: number, file: string) => `/api/v1/ticket-company-binding/${id}/files/${file}`;

/** The applicant's view: storage keys stay on the server, files are reached through the checked URL. */
export function presentBinding(row: TBindingRow): TCompanyBinding {
  const files = Object.fromEntries(
    COMPANY_BINDING_FILES.map((kind) => {
      const file = row.files[kind];
      return [
        kind,
        { name: file.name, content_type: file.contentType, size: file.size, url: bindingFileUrl(row.id, kind) },
      ];
    }),
  ) as TCompanyBinding['files'];
  return {
    id: row.id,
    status: row.status,
    inn: row.inn,
    company: {
      kind: row.entrepreneur_id !== null ? 'entrepreneur' : 'company',
      id: row.company_id ?? row.entrepreneur_id ?? 0,
      name: row.subject_name ?? row.inn,
      ogrn: row.subject_ogrn ?? '',
    },
    files,
    created_at: row.created_at.toISOString(),
    reviewed_at: row.reviewed_at?.toISOString() ?? null,
    reject_reason: row.reject_reason,
  };
}

/** What staff see: the application, its applicant, the subject's current representative and inline addresses. */
export function presentAdminBinding(
  row: TBindingRow,
  inlineFiles: TAdminCompanyBinding['inline_files'],
): TAdminCompanyBinding {
  return {
    ...presentBinding(row),
    user: { id: row.user_id, email: row.user_email, full_name: row.user_full_name },
    representative:
      row.representative_id === null
        ? null
        : {
            id: row.representative_id,
            email: row.representative_email ?? '',
            full_name: row.representative_full_name ?? '',
          },
    inline_files: inlineFiles,
  };
}
