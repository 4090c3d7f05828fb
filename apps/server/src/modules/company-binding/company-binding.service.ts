import {
  ACCOUNT_MESSAGES,
  AppError,
  COMPANY_BINDING_FILES,
  COMPANY_BINDINGS_PAGE_SIZE,
  canOpenSection,
  MESSAGES,
  type TCompanyBindingFile,
  type TCompanyBindingStatus,
} from '@sverka/shared';
import type { TAuthUser } from '../../lib/auth.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { newStorageKey } from '../../lib/storage.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { findSubjectByInnForBinding } from '../companies/index.ts';
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

/** An application's document, for its owner or staff who review applications. */
export async function getBindingFile(
  deps: TAccountsDeps,
  caller: TAuthUser,
  id: number,
  kind: TCompanyBindingFile,
): Promise<TBindingDocument> {
  const row = await repository.findBinding(deps.sql, id);
  if (!row || (row.user_id !== caller.id && !canOpenSection(caller.role, 'applications'))) throw notFound();
  return readDocument(deps, row, kind);
}

/** An application's document for the back office, whose route has already checked the reviewer. */
export async function getBindingDocument(
  deps: TAccountsDeps,
  id: number,
  kind: TCompanyBindingFile,
): Promise<TBindingDocument> {
  const row = await repository.findBinding(deps.sql, id);
  if (!row) throw notFound();
  return readDocument(deps, row, kind);
}

export type TBindingDocument = { name: string; contentType: string; data: Buffer };

async function readDocument(
  deps: TAccountsDeps,
  row: repository.TBindingRow,
  kind: TCompanyBindingFile,
): Promise<TBindingDocument> {
  const file = row.files[kind];
  const data = await deps.storage.get(file.key);
  if (!data) throw notFound();
  return { name: file.name, contentType: file.contentType, data };
}

/** One page of the staff queue. */
export async function listBindingsForAdmin(
  deps: TAccountsDeps,
  query: { status?: TCompanyBindingStatus; search?: string; page: number },
): Promise<{ count: number; rows: repository.TBindingRow[] }> {
  return repository.findBindingsPage(
    deps.sql,
    { status: query.status, search: query.search || undefined },
    { limit: COMPANY_BINDINGS_PAGE_SIZE, offset: (query.page - 1) * COMPANY_BINDINGS_PAGE_SIZE },
  );
}

export async function getBindingForAdmin(deps: TAccountsDeps, id: number): Promise<repository.TBindingRow> {
  const row = await repository.findBinding(deps.sql, id);
  if (!row) throw notFound();
  return row;
}
