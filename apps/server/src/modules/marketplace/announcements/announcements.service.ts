import {
  ANNOUNCEMENT_IMAGES_MAX,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_TEXT_MAX_LENGTH,
  AppError,
  ENTITLEMENT_ERROR_CODE,
  ENTITLEMENT_MESSAGES,
  featureForLimit,
  MARKETPLACE_MESSAGES,
  MESSAGES,
  PLAN_LIMIT_ERROR_CODE,
  type TAnnouncementAllowance,
  type TAnnouncementForm,
  type TAnnouncementKind,
  type TEntitlementErrorBody,
  type TPlanLimitErrorBody,
  type TProductStatus,
} from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import type { TSql } from '../../../db/client.ts';
import type { TAuthUser } from '../../../lib/auth.ts';
import type { TStorage } from '../../../lib/storage.ts';
import { recordAudit } from '../../audit/index.ts';
import { planLimit } from '../../entitlements/index.ts';
import { watchedInns } from '../../monitoring/index.ts';
import { storeProductPicture, type TStoredPicture } from '../product-pictures.ts';
import * as repository from './announcements.repository.ts';

export type TAnnouncementsDeps = { sql: TSql; storage: TStorage };

export const announcementNotFound = () => new AppError('NOT_FOUND', ANNOUNCEMENT_MESSAGES.notFound);
const fieldErrors = (errors: Record<string, string[]>) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, errors);

/** The caller's monthly allowance and what is left of it; `locked` when their plan has no announcements. */
export async function getAllowance(
  sql: TSql,
  request: FastifyRequest,
  userId: number,
): Promise<TAnnouncementAllowance> {
  const [{ limit, upgrade }, used] = await Promise.all([
    planLimit(sql, request, 'announcements_per_month'),
    repository.countPostedThisMonth(sql, userId),
  ]);
  const locked =
    limit === 0
      ? {
          feature: featureForLimit('announcements_per_month', 1) ?? 'marketplace.announcements_10',
          reason: 'upgrade' as const,
          plan: upgrade,
        }
      : null;
  return { limit, used, remaining: Math.max(0, limit - used), locked, plan: upgrade };
}

type TChecked = {
  sellerId: number;
  kind: TAnnouncementKind;
  text: string;
  linkProductId: number | null;
  linkCompany: boolean;
};

/** The form's fields with a Russian message for each wrong one; the seller and the linked product are checked. */
async function checkForm(sql: TSql, user: TAuthUser, form: TAnnouncementForm, images: Buffer[]): Promise<TChecked> {
  const errors: Record<string, string[]> = {};
  const text = (form.text ?? '').replace(/\r\n/g, '\n').trim();
  if (!text) errors.text = [ANNOUNCEMENT_MESSAGES.textRequired];
  else if (text.length > ANNOUNCEMENT_TEXT_MAX_LENGTH) errors.text = [ANNOUNCEMENT_MESSAGES.textTooLong];
  const kind = (ANNOUNCEMENT_KINDS as readonly string[]).includes(form.kind ?? '')
    ? (form.kind as TAnnouncementKind)
    : undefined;
  if (!kind) errors.kind = [ANNOUNCEMENT_MESSAGES.kindRequired];
  if (images.length > ANNOUNCEMENT_IMAGES_MAX) errors.images = [ANNOUNCEMENT_MESSAGES.tooManyImages];

  // The seller: named by `company`, or the caller's only one.
  let sellerId: number | undefined;
  const represented = await repository.findRepresentedSellers(sql, user.id);
  if (form.company?.trim()) {
    const wanted = Number(form.company.trim());
    if (!Number.isSafeInteger(wanted) || wanted <= 0) errors.company = [MARKETPLACE_MESSAGES.companyFormat];
    else if (!represented.includes(wanted)) throw new AppError('FORBIDDEN', ANNOUNCEMENT_MESSAGES.notRepresentative);
    else sellerId = wanted;
  } else if (represented.length === 1) {
    sellerId = represented[0];
  } else if (represented.length === 0) {
    throw new AppError('FORBIDDEN', ANNOUNCEMENT_MESSAGES.notRepresentative);
  } else {
    errors.company = [ANNOUNCEMENT_MESSAGES.companyRequired];
  }

  const linkCompany = ['true', '1', 'on'].includes((form.link_company ?? '').trim().toLowerCase());
  let linkProductId: number | null = null;
  if (form.link_product?.trim()) {
    const wanted = Number(form.link_product.trim());
    if (linkCompany) errors.link_product = [ANNOUNCEMENT_MESSAGES.linkBoth];
    else if (!Number.isSafeInteger(wanted) || wanted <= 0) errors.link_product = [MARKETPLACE_MESSAGES.companyFormat];
    else if (sellerId !== undefined && !(await repository.findSellerProduct(sql, sellerId, wanted))) {
      errors.link_product = [ANNOUNCEMENT_MESSAGES.linkProductNotFound];
    } else linkProductId = wanted;
  }
  if (Object.keys(errors).length > 0 || sellerId === undefined || !kind) throw fieldErrors(errors);
  return { sellerId, kind, text, linkProductId, linkCompany };
}

export type TCreateResult =
  | { ok: true; id: number }
  | { ok: false; refusal: TEntitlementErrorBody | TPlanLimitErrorBody };

/**
 * A new announcement, waiting for moderation. Without a plan that has announcements the refusal is the
 * paid feature's; past the month's allowance it is `plan_limit_reached` naming the tier with more.
 */
export async function createAnnouncement(
  deps: TAnnouncementsDeps,
  request: FastifyRequest,
  user: TAuthUser,
  form: TAnnouncementForm,
  images: Buffer[],
): Promise<TCreateResult> {
  const allowance = await planLimit(deps.sql, request, 'announcements_per_month');
  if (allowance.limit === 0) {
    const feature = featureForLimit('announcements_per_month', 1) ?? 'marketplace.announcements_10';
    return {
      ok: false,
      refusal: {
        detail: ENTITLEMENT_MESSAGES.upgrade,
        code: ENTITLEMENT_ERROR_CODE,
        feature,
        reason: 'upgrade',
        plan: allowance.upgrade,
      },
    };
  }
  const fields = await checkForm(deps.sql, user, form, images);
  const overQuota = (): TCreateResult => ({
    ok: false,
    refusal: {
      detail: ANNOUNCEMENT_MESSAGES.quotaReached(allowance.limit),
      code: PLAN_LIMIT_ERROR_CODE,
      limit: allowance.limit,
      plan: allowance.upgrade,
    },
  });
  // Checked before the pictures are re-encoded too, so a refused post costs no image work.
  if ((await repository.countPostedThisMonth(deps.sql, user.id)) >= allowance.limit) return overQuota();
  const pictures = await storePictures(deps.storage, images);
  try {
    const id = await deps.sql.begin((transaction) =>
      repository.insertWithinQuota(
        transaction as unknown as TSql,
        { ...fields, authorId: user.id },
        pictures,
        allowance.limit,
      ),
    );
    if (id === undefined) {
      await deleteFiles(deps.storage, pictures);
      return overQuota();
    }
    return { ok: true, id };
  } catch (error) {
    await deleteFiles(deps.storage, pictures);
    throw error;
  }
}

async function storePictures(storage: TStorage, images: Buffer[]): Promise<TStoredPicture[]> {
  const stored: TStoredPicture[] = [];
  for (const data of images) {
    const picture = await storeProductPicture(storage, data);
    if (!picture) {
      await deleteFiles(storage, stored);
      throw fieldErrors({ images: [MARKETPLACE_MESSAGES.imageType] });
    }
    stored.push(picture);
  }
  return stored;
}

async function deleteFiles(storage: TStorage, pictures: Pick<TStoredPicture, 'key' | 'thumbKey'>[]) {
  for (const picture of pictures) {
    await storage.delete(picture.key);
    await storage.delete(picture.thumbKey);
  }
}

export type TListQuery = {
  page: number;
  page_size: number;
  seller?: number;
  company?: string;
  mine?: string;
  following?: string;
};

/** A page of the feed: published ones (by seller, ИНН or the caller's watch list), or the caller's own. */
export async function listAnnouncements(sql: TSql, viewer: TAuthUser | null, query: TListQuery) {
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  if (query.mine) {
    if (!viewer) throw new AppError('not_authenticated', 'Войдите, чтобы увидеть свои объявления');
    return repository.findAnnouncements(sql, { mine: viewer.id }, page);
  }
  let inns: string[] | undefined = query.company ? [query.company] : undefined;
  if (query.following) {
    if (!viewer) throw new AppError('not_authenticated', 'Войдите, чтобы увидеть ленту отслеживаемых компаний');
    const watched = await watchedInns(sql, viewer.id);
    inns = inns ? inns.filter((inn) => watched.includes(inn)) : watched;
    if (inns.length === 0) return { rows: [], count: 0 };
  }
  return repository.findAnnouncements(sql, { published: true, sellerId: query.seller, inns }, page);
}

export function listForModeration(
  sql: TSql,
  status: TProductStatus | undefined,
  page: { limit: number; offset: number },
) {
  return repository.findAnnouncements(sql, { status }, page);
}

export async function getAnnouncement(sql: TSql, id: number): Promise<repository.TAnnouncementRow> {
  const row = await repository.findAnnouncement(sql, id);
  if (!row) throw announcementNotFound();
  return row;
}

/** Deletes the caller's own announcement; anyone else's is as absent as a missing one. */
export async function deleteOwnAnnouncement(deps: TAnnouncementsDeps, user: TAuthUser, id: number): Promise<void> {
  const owner = await repository.findAnnouncementOwner(deps.sql, id);
  if (!owner || owner.representative_id !== user.id) throw announcementNotFound();
  const pictures = await deps.sql.begin((tx) => repository.deleteAnnouncement(tx as unknown as TSql, id));
  await deleteFiles(
    deps.storage,
    pictures.map((row) => ({ key: row.key, thumbKey: row.thumb_key })),
  );
}

export async function decideAnnouncement(
  sql: TSql,
  moderator: TAuthUser,
  id: number,
  verdict: { approve: true } | { approve: false; reason: string },
): Promise<void> {
  const decided = await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const done = await repository.decideAnnouncement(tx, id, {
      moderatorId: moderator.id,
      approve: verdict.approve,
      reason: verdict.approve ? undefined : verdict.reason,
    });
    if (done === undefined) return false;
    await recordAudit(tx, {
      actorId: moderator.id,
      action: verdict.approve ? 'announcement.approve' : 'announcement.reject',
      targetType: 'announcement',
      targetId: id,
      before: { status: 'moderation' },
      after: verdict.approve ? { status: 'published' } : { status: 'rejected', reject_reason: verdict.reason },
    });
    return true;
  });
  if (!decided) {
    if (!(await repository.findAnnouncement(sql, id))) throw announcementNotFound();
    throw new AppError('INVALID_REQUEST', ANNOUNCEMENT_MESSAGES.notPending);
  }
}
