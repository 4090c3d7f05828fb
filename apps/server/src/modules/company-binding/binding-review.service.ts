import { ACCOUNT_MESSAGES, AppError } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { lockSubjectRepresentative, setSubjectRepresentative, type TSubjectKind } from '../companies/index.ts';
import { sendBindingLetters, type TBindingLetter } from './binding-mail.ts';
import * as repository from './company-binding.repository.ts';
import { getBindingForAdmin } from './company-binding.service.ts';

/** The legal entity or sole trader an application names. */
function bindingSubject(row: repository.TBindingRow): { kind: TSubjectKind; id: number } | undefined {
  if (row.company_id !== null) return { kind: 'company', id: row.company_id };
  if (row.entrepreneur_id !== null) return { kind: 'entrepreneur', id: row.entrepreneur_id };
  return undefined;
}

const subjectNameOf = (row: repository.TBindingRow) => row.subject_name ?? `ИНН ${row.inn}`;

const auditSubject = (row: repository.TBindingRow, subject: { kind: TSubjectKind; id: number }) => ({
  kind: subject.kind,
  id: subject.id,
  inn: row.inn,
  name: row.subject_name,
});

const personOf = (id: number | null, email: string | null) => (id === null ? null : { id, email });

type TApproveOutcome =
  | { kind: 'approved'; letters: TBindingLetter[] }
  | { kind: 'not_pending' }
  | { kind: 'represented' };

/**
 * Approval makes the applicant the representative of the company or sole
 * trader, and so its marketplace seller, in the same transaction as the
 * verdict and its audit record. A subject that already has another
 * representative is not taken from them by a plain approval: that answers
 * 409 and leaves the application pending. With `transfer` the subject passes
 * to the applicant, the previous representative's approved application
 * becomes `transferred`, and they are told by email.
 *
 * The subject's register row is locked before anything is decided, so two
 * reviewers approving at once run one after the other: the second finds the
 * application decided (400) or the subject represented (409).
 */
export async function approveBinding(
  deps: TAccountsDeps,
  reviewerId: number,
  id: number,
  options: { transfer: boolean },
): Promise<repository.TBindingRow> {
  const outcome = await deps.sql.begin(async (transaction): Promise<TApproveOutcome> => {
    const tx = transaction as unknown as TSql;
    const filed = await repository.findBinding(tx, id);
    const subject = filed && bindingSubject(filed);
    if (filed?.status !== 'pending' || !subject) return { kind: 'not_pending' };
    const previousId = await lockSubjectRepresentative(tx, subject.kind, subject.id);
    const takesOver = previousId !== null && previousId !== filed.user_id;
    if (takesOver && !options.transfer) return { kind: 'represented' };
    // Read again under the lock: the representative may have changed since the first read.
    const pending = await repository.findBinding(tx, id);
    if (!pending || !(await repository.decideBinding(tx, id, { status: 'approved', reviewerId }))) {
      return { kind: 'not_pending' };
    }
    await setSubjectRepresentative(tx, subject, pending.user_id);
    const transferred = takesOver ? await repository.markBindingsTransferred(tx, subject, previousId) : [];
    await recordAudit(tx, {
      actorId: reviewerId,
      action: takesOver ? 'company_binding.transfer' : 'company_binding.approve',
      targetType: 'company_binding',
      targetId: id,
      before: {
        status: 'pending',
        subject: auditSubject(pending, subject),
        representative: personOf(previousId, pending.representative_email),
      },
      after: {
        status: 'approved',
        subject: auditSubject(pending, subject),
        representative: personOf(pending.user_id, pending.user_email),
        ...(takesOver ? { transferred_applications: transferred } : {}),
      },
    });
    const subjectName = subjectNameOf(pending);
    const letters: TBindingLetter[] = [
      { kind: 'approved', to: pending.user_email, name: pending.user_full_name, subjectName },
    ];
    if (takesOver && pending.representative_email) {
      letters.push({
        kind: 'transferred_away',
        to: pending.representative_email,
        name: pending.representative_full_name ?? '',
        subjectName,
      });
    }
    return { kind: 'approved', letters };
  });
  if (outcome.kind === 'represented') throw new AppError('CONFLICT', ACCOUNT_MESSAGES.bindingCompanyRepresented);
  if (outcome.kind === 'not_pending') await refuseDecision(deps, id);
  else await sendBindingLetters(deps, outcome.letters);
  return getBindingForAdmin(deps, id);
}

/** Rejection with the reason the applicant reads in their list of applications and in the letter. */
export async function rejectBinding(
  deps: TAccountsDeps,
  reviewerId: number,
  id: number,
  reason: string,
): Promise<repository.TBindingRow> {
  const letter = await deps.sql.begin(async (transaction): Promise<TBindingLetter | undefined> => {
    const tx = transaction as unknown as TSql;
    const decided = await repository.decideBinding(tx, id, { status: 'rejected', reviewerId, reason });
    if (!decided) return undefined;
    const row = await repository.findBinding(tx, id);
    if (!row) return undefined;
    const subject = bindingSubject(row);
    await recordAudit(tx, {
      actorId: reviewerId,
      action: 'company_binding.reject',
      targetType: 'company_binding',
      targetId: id,
      before: { status: 'pending', subject: subject && auditSubject(row, subject) },
      after: { status: 'rejected', subject: subject && auditSubject(row, subject), reason },
    });
    return { kind: 'rejected', to: row.user_email, name: row.user_full_name, subjectName: subjectNameOf(row), reason };
  });
  if (!letter) await refuseDecision(deps, id);
  else await sendBindingLetters(deps, [letter]);
  return getBindingForAdmin(deps, id);
}

/** Why a verdict did not apply: no such application (404) or already decided (400). */
async function refuseDecision(deps: TAccountsDeps, id: number): Promise<never> {
  await getBindingForAdmin(deps, id);
  throw new AppError('INVALID_REQUEST', ACCOUNT_MESSAGES.bindingNotPending);
}
