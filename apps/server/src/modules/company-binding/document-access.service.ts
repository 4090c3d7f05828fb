import {
  ACCOUNT_MESSAGES,
  AppError,
  COMPANY_BINDING_FILES,
  canOpenSection,
  type TAdminCompanyBinding,
  type TCompanyBindingFile,
} from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import { findActiveUser, type TAccountsDeps } from '../auth/index.ts';
import { signInlineAccess, type TInlineViewer, verifyInlineAccess } from './inline-access.ts';

export const inlineDocumentPath = (id: number, file: TCompanyBindingFile) =>
  `/api/v1/admin/company-bindings/${id}/documents/${file}/`;

/** The reviewer as signed addresses name them; their token version ends the addresses with their tokens. */
export async function inlineViewerOf(deps: TAccountsDeps, userId: number): Promise<TInlineViewer> {
  const user = await findActiveUser(deps.sql, userId);
  if (!user) throw new AppError('token_not_valid', ACCOUNT_MESSAGES.tokenNotValid);
  return { id: userId, tokenVersion: user.token_version };
}

/** The signed addresses of an application's three documents, for this reviewer. */
export function inlineFilesFor(
  deps: TAccountsDeps,
  viewer: TInlineViewer,
  bindingId: number,
): TAdminCompanyBinding['inline_files'] {
  return Object.fromEntries(
    COMPANY_BINDING_FILES.map((file) => {
      const access = signInlineAccess(deps.config.jwtSecret, { id: bindingId, file }, viewer);
      return [file, `${inlineDocumentPath(bindingId, file)}?token=${access}`];
    }),
  ) as TAdminCompanyBinding['inline_files'];
}

/**
 * Lets staff who review applications open a document inline: by a signed
 * address (what the page's iframe and img use) or by the Bearer header (API
 * clients). A forged, expired or outdated address answers 401, as a bad token
 * does; a signer who may no longer review applications gets 403.
 */
export async function requireInlineViewer(
  deps: TAccountsDeps,
  request: FastifyRequest,
  target: { id: number; file: TCompanyBindingFile },
  access: string | undefined,
): Promise<void> {
  if (access === undefined) {
    await deps.guards.requireStaff('applications')(request);
    return;
  }
  const viewer = verifyInlineAccess(deps.config.jwtSecret, target, access);
  const user = viewer && (await findActiveUser(deps.sql, viewer.id));
  if (!viewer || !user || user.token_version !== viewer.tokenVersion) {
    throw new AppError('token_not_valid', ACCOUNT_MESSAGES.tokenNotValid);
  }
  if (!canOpenSection(user.role, 'applications')) throw new AppError('FORBIDDEN', ACCOUNT_MESSAGES.permissionDenied);
}
