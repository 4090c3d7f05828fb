import { AppError, MESSAGES, SELLER_IMAGE_FIELDS, SELLER_MESSAGES, type TSellerImageField } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import { newStorageKey, type TStorage } from '../../lib/storage.ts';
import { documentTag, invalidateCardDocuments } from '../card-documents/index.ts';
import { reencodeSellerAvatar, reencodeSellerCover } from './seller-images.ts';
import { SELLER_IMAGE_FOLDER } from './sellers.presenter.ts';
import * as repository from './sellers.repository.ts';

export type TSellersDeps = { sql: TSql; storage: TStorage };

const notFound = () => new AppError('NOT_FOUND', SELLER_MESSAGES.notFound);
const forbidden = () => new AppError('FORBIDDEN', SELLER_MESSAGES.notRepresentative);
const invalid = (fields: Record<string, string[]>) => new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, fields);

export async function getSeller(sql: TSql, id: number): Promise<repository.TSellerRow> {
  const row = await repository.findSeller(sql, id);
  if (!row) throw notFound();
  return row;
}

/** `representative__in=1,2` as numbers; duplicates and empty pieces dropped. */
export function parseUserIds(list: string): number[] {
  const ids = list
    .split(',')
    .map((piece) => Number(piece.trim()))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, 100);
}

export function listSellersOf(sql: TSql, representatives: string): Promise<repository.TSellerRow[]> {
  return repository.findSellersByRepresentatives(sql, parseUserIds(representatives));
}

const REENCODE: Record<TSellerImageField, (data: Buffer) => Promise<Buffer | undefined>> = {
  avatar: reencodeSellerAvatar,
  image: reencodeSellerCover,
};
const KEY_COLUMN = { avatar: 'avatar_key', image: 'image_key' } as const;

const forget = (storage: TStorage, keys: (string | null | undefined)[]) =>
  Promise.all(keys.map((key) => (key ? storage.delete(key).catch(() => undefined) : undefined)));

/**
 * `PATCH /api/v1/sellers/{id}/`: the representative sets or removes the logo
 * (`avatar`) and the cover (`image`). A file replaces the picture; an empty
 * value removes it. New files are re-encoded and stored first, the row then
 * names them, and only after that are the old files deleted.
 */
export async function patchSellerImages(
  deps: TSellersDeps,
  userId: number,
  id: number,
  body: Partial<Record<TSellerImageField, string>>,
  uploads: Partial<Record<TSellerImageField, TUploadedFile>>,
): Promise<repository.TSellerRow> {
  const current = await repository.findSeller(deps.sql, id);
  if (!current) throw notFound();
  if (current.representative_id !== userId) throw forbidden();

  const encoded: Partial<Record<TSellerImageField, Buffer | null>> = {};
  const problems: Record<string, string[]> = {};
  for (const field of SELLER_IMAGE_FIELDS) {
    const upload = uploads[field];
    if (upload) {
      const webp = await REENCODE[field](upload.data);
      if (webp) encoded[field] = webp;
      else problems[field] = [SELLER_MESSAGES.imageType];
    } else if (body[field] === '') {
      encoded[field] = null;
    } else if (body[field] !== undefined) {
      // A text value other than empty is not a file: refuse rather than ignore it.
      problems[field] = [SELLER_MESSAGES.imageType];
    }
  }
  if (Object.keys(problems).length) throw invalid(problems);
  if (!Object.keys(encoded).length) throw invalid({ non_field_errors: [SELLER_MESSAGES.nothingToChange] });

  const changes: Partial<Record<'avatar_key' | 'image_key', string | null>> = {};
  for (const field of SELLER_IMAGE_FIELDS) {
    const data = encoded[field];
    if (data === undefined) continue;
    if (data === null) {
      changes[KEY_COLUMN[field]] = null;
      continue;
    }
    const key = newStorageKey(SELLER_IMAGE_FOLDER, 'webp');
    await deps.storage.put(key, data);
    changes[KEY_COLUMN[field]] = key;
  }
  const newKeys = Object.values(changes);

  let previous: repository.TSellerImages | undefined;
  try {
    previous = await deps.sql.begin(async (transaction) => {
      const tx = transaction as unknown as TSql;
      // The lock makes a representative change and this write see each other: the check below is final.
      const locked = await repository.lockSellerImages(tx, id);
      if (!locked || locked.representative_id !== userId) return locked;
      const subject = await repository.updateSellerImages(tx, id, changes);
      // Cards show the seller's logo and cover.
      if (subject?.company_id) await invalidateCardDocuments(tx, [documentTag.company(subject.company_id)]);
      if (subject?.entrepreneur_id)
        await invalidateCardDocuments(tx, [documentTag.entrepreneur(subject.entrepreneur_id)]);
      return locked;
    });
  } catch (error) {
    await forget(deps.storage, newKeys);
    throw error;
  }
  if (!previous || previous.representative_id !== userId) {
    await forget(deps.storage, newKeys);
    throw previous ? forbidden() : notFound();
  }
  const before = previous;
  await forget(
    deps.storage,
    (Object.keys(changes) as (keyof typeof changes)[]).map((column) =>
      before[column] !== changes[column] ? before[column] : null,
    ),
  );
  return getSeller(deps.sql, id);
}
