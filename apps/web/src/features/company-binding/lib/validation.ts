import {
  COMPANY_BINDING_FILE_MAX_BYTES,
  COMPANY_BINDING_FILE_TYPES,
  COMPANY_BINDING_FILES,
  type TCompanyBindingFile,
} from '@sverka/shared';

export const FILE_MAX_MEGABYTES = COMPANY_BINDING_FILE_MAX_BYTES / (1024 * 1024);

export interface TBindingDraft {
  inn: string | null;
  files: Partial<Record<TCompanyBindingFile, { type: string; size: number } | null>>;
}

export interface TBindingCheck {
  /** Spec §5: any missing piece gives one alert, 'Заполните все поля'. */
  alert: 'profile.addCompany.fillAll' | null;
  files: Partial<Record<TCompanyBindingFile, 'profile.addCompany.fileType' | 'profile.addCompany.fileTooLarge'>>;
}

/** Type and size of a document, checked before upload with the limits the server enforces. */
export function fileProblem(file: { type: string; size: number }) {
  if (!(COMPANY_BINDING_FILE_TYPES as readonly string[]).includes(file.type)) return 'profile.addCompany.fileType';
  if (file.size > COMPANY_BINDING_FILE_MAX_BYTES) return 'profile.addCompany.fileTooLarge';
  return null;
}

export function checkBinding(draft: TBindingDraft): TBindingCheck {
  const missing = !draft.inn || COMPANY_BINDING_FILES.some((name) => !draft.files[name]);
  const files: TBindingCheck['files'] = {};
  for (const name of COMPANY_BINDING_FILES) {
    const file = draft.files[name];
    const problem = file ? fileProblem(file) : null;
    if (problem) files[name] = problem;
  }
  return { alert: missing ? 'profile.addCompany.fillAll' : null, files };
}

export function isBindingValid(check: TBindingCheck): boolean {
  return check.alert === null && Object.keys(check.files).length === 0;
}
