import {
  ACCOUNT_MESSAGES,
  AppError,
  COMPANY_BINDING_FILES,
  MESSAGES,
  type TCompanyBindingFile,
  type TCompanyBindingStatus,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TAuthUser } from '../../lib/auth.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { newStorageKey } from '../../lib/storage.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import {
  findSubjectByInnForBinding,
  lockSubjectRepresentative,
  setSubjectRepresentative,
  type TSubjectKind,
} from '../companies/index.ts';
import * as repository from './company-binding.repository.ts';
import { cleanFileName, detectDocumentKind } from './documents.ts';

/** Open applications one user may have at once: enough for a group of companies, not a storage dump. */
export const MAX_PENDING_BINDINGS = 10;

const invalid = (fields: Record<string, string[]>) => new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, fields);
const notFound = () => new AppError('NOT_FOUND', ACCOUNT_MESSAGES.notFound);

/**
 * `POST /api/v1/ticket-company-binding/`: checks the documents and the
 * company, stores the files and files a pending application.
 */
export async function submitBinding(
  deps: TAccountsDeps,
  userId: number,
  inn: string,
  uploads: Record<string, TUploadedFile | undefined>,
): Promise<repository.TBindingRow> {
  const problems: Record<string, string[]> = {};
  const documents = COMPANY_BINDING_FILES.map((kind) => {
    const upload = uploads[kind];
    const type = upload && detectDocumentKind(upload.data);
    if (!upload || !type) problems[kind] = [upload ? ACCOUNT_MESSAGES.documentType : ACCOUNT_MESSAGES.required];
    return { kind, upload, type };
  });
  if (Object.keys(problems).length) throw invalid(problems);

  const subject = await findSubjectByInnForBinding(deps.sql, inn);
  if (!subject) {
    const message =
      inn.length === 12 ? ACCOUNT_MESSAGES.bindingEntrepreneurNotFound : ACCOUNT_MESSAGES.bindingCompanyNotFound;
    throw invalid({ inn: [message] });
  }
  if (subject.representative_id === userId) throw invalid({ inn: [ACCOUNT_MESSAGES.bindingAlreadyRepresentative] });
  if ((await repository.countPendingBindings(deps.sql, userId)) >= MAX_PENDING_BINDINGS) {
    throw invalid({ non_field_errors: [ACCOUNT_MESSAGES.bindingTooManyPending] });
  }

  const files = {} as repository.TBindingFiles;
  for (const { kind, upload, type } of documents) {
    if (!upload || !type) continue;
    const key = newStorageKey('bindings', type.extension);
    await deps.storage.put(key, upload.data);
    files[kind] = {
      key,
      name: cleanFileName(upload.filename, kind, type.extension),
      contentType: type.contentType,
      size: upload.data.length,
    };
  }
  const id = await repository.insertBinding(deps.sql, {
    userId,
    subject: { kind: subject.kind, id: subject.id },
    inn,
    files,
  });
  if (id === undefined) {
    await Promise.all(Object.values(files).map((file) => deps.storage.delete(file.key)));
    throw invalid({ inn: [ACCOUNT_MESSAGES.bindingAlreadyPending] });
  }
  return getBindingForAdmin(deps, id);
}

export async function listOwnBindings(deps: TAccountsDeps, userId: number): Promise<repository.TBindingRow[]> {
  return repository.findUserBindings(deps.sql, userId);
}

/** Someone else's application answers 404, exactly as a missing one: ids are not a way to probe. */
export async function getOwnBinding(deps: TAccountsDeps, userId: number, id: number): Promise<repository.TBindingRow> {
  const row = await repository.findBinding(deps.sql, id);
  if (!row || row.user_id !== userId) throw notFound();
  return row;
}

/** An application's document, for its owner or an admin. */
export async function getBindingFile(
  deps: TAccountsDeps,
  caller: TAuthUser,
  id: number,
  kind: TCompanyBindingFile,
): Promise<{ name: string; contentType: string; data: Buffer }> {
  const row = await repository.findBinding(deps.sql, id);
  if (!row || (row.user_id !== caller.id && caller.role !== 'admin')) throw notFound();
  const file = row.files[kind];
  const data = await deps.storage.get(file.key);
  if (!data) throw notFound();
  return { name: file.name, contentType: file.contentType, data };
}

export async function listBindingsForAdmin(
  deps: TAccountsDeps,
  status: TCompanyBindingStatus | undefined,
): Promise<repository.TBindingRow[]> {
  return repository.findBindings(deps.sql, status);
}

export async function getBindingForAdmin(deps: TAccountsDeps, id: number): Promise<repository.TBindingRow> {
  const row = await repository.findBinding(deps.sql, id);
  if (!row) throw notFound();
  return row;
}

/** The legal entity or sole trader an application names. */
function bindingSubject(row: repository.TBindingRow): { kind: TSubjectKind; id: number } | undefined {
  if (row.company_id !== null) return { kind: 'company', id: row.company_id };
  if (row.entrepreneur_id !== null) return { kind: 'entrepreneur', id: row.entrepreneur_id };
  return undefined;
}

/**
 * Approval makes the applicant the representative of the company or sole
 * trader, and so its marketplace seller, in the same transaction as the
 * verdict. A subject that already has another representative is not taken
 * from them by approving someone else: that answers 409 and leaves the
 * application pending (a transfer must be explicit).
 */
export async function approveBinding(deps: TAccountsDeps, reviewerId: number, id: number) {
  type TOutcome = 'approved' | 'not_pending' | 'represented';
  const outcome = await deps.sql.begin(async (transaction): Promise<TOutcome> => {
    const tx = transaction as unknown as TSql;
    const pending = await repository.findBinding(tx, id);
    const subject = pending && bindingSubject(pending);
    if (pending?.status !== 'pending' || !subject) return 'not_pending';
    // The register row lock serialises two approvals for one subject: the second sees the first's representative.
    const representativeId = await lockSubjectRepresentative(tx, subject.kind, subject.id);
    if (representativeId !== null && representativeId !== pending.user_id) return 'represented';
    const row = await repository.decideBinding(tx, id, { status: 'approved', reviewerId });
    if (!row) return 'not_pending';
    await setSubjectRepresentative(tx, subject, row.user_id);
    return 'approved';
  });
  if (outcome === 'represented') throw new AppError('CONFLICT', ACCOUNT_MESSAGES.bindingCompanyRepresented);
  if (outcome === 'not_pending') await refuseDecision(deps, id);
  return getBindingForAdmin(deps, id);
}

export async function rejectBinding(deps: TAccountsDeps, reviewerId: number, id: number, reason: string | undefined) {
  const decided = await repository.decideBinding(deps.sql, id, {
    status: 'rejected',
    reviewerId,
    reason: reason || null,
  });
  if (!decided) await refuseDecision(deps, id);
  return getBindingForAdmin(deps, id);
}

/** Why a verdict did not apply: no such application (404) or already decided (400). */
async function refuseDecision(deps: TAccountsDeps, id: number): Promise<never> {
  await getBindingForAdmin(deps, id);
  throw new AppError('INVALID_REQUEST', ACCOUNT_MESSAGES.bindingNotPending);
}
