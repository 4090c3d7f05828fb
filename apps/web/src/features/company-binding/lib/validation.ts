import {
  COMPANY_BINDING_FILE_MAX_BYTES,
  COMPANY_BINDING_FILE_TYPES,
  COMPANY_BINDING_FILES,
  isValidInnLegal,
  isValidInnPerson,
  type TCompanyBindingFile,
} from '@sverka/shared';

export const FILE_MAX_MEGABYTES = COMPANY_BINDING_FILE_MAX_BYTES / (1024 * 1024);

export interface TBindingDraft {
  inn: string | null;
  files: Partial<Record<TCompanyBindingFile, { type: string; size: number } | null>>;
}

export type TInnProblem = 'profile.addCompany.innFormat' | 'profile.addCompany.innChecksum';

export interface TBindingCheck {
  /** Spec §5: any missing piece gives one alert, 'Заполните все поля'. */
  alert: 'profile.addCompany.fillAll' | null;
  /** The chosen subject's ИНН, as the server checks it: 10 digits (ЮЛ) or 12 (ИП), with valid check digits. */
  inn: TInnProblem | null;
  files: Partial<Record<TCompanyBindingFile, 'profile.addCompany.fileType' | 'profile.addCompany.fileTooLarge'>>;
}

/** Type and size of a document, checked before upload with the limits the server enforces. */
export function fileProblem(file: { type: string; size: number }) {
  if (!(COMPANY_BINDING_FILE_TYPES as readonly string[]).includes(file.type)) return 'profile.addCompany.fileType';
  if (file.size > COMPANY_BINDING_FILE_MAX_BYTES) return 'profile.addCompany.fileTooLarge';
  return null;
}

/** What is wrong with an application's ИНН: its length, then its check digits. */
export function innProblem(inn: string): TInnProblem | null {
  if (!/^(\d{10}|\d{12})$/.test(inn)) return 'profile.addCompany.innFormat';
  const valid = inn.length === 10 ? isValidInnLegal(inn) : isValidInnPerson(inn);
  return valid ? null : 'profile.addCompany.innChecksum';
}

export function checkBinding(draft: TBindingDraft): TBindingCheck {
  const missing = !draft.inn || COMPANY_BINDING_FILES.some((name) => !draft.files[name]);
  const files: TBindingCheck['files'] = {};
  for (const name of COMPANY_BINDING_FILES) {
    const file = draft.files[name];
    const problem = file ? fileProblem(file) : null;
    if (problem) files[name] = problem;
  }
  return {
    alert: missing ? 'profile.addCompany.fillAll' : null,
    inn: draft.inn ? innProblem(draft.inn) : null,
    files,
  };
}

export function isBindingValid(check: TBindingCheck): boolean {
  return check.alert === null && check.inn === null && Object.keys(check.files).length === 0;
}
