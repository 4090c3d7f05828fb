import { SELLER_IMAGE_MAX_BYTES, SELLER_IMAGE_TYPES } from '@sverka/shared';

export const SELLER_IMAGE_MAX_MEGABYTES = SELLER_IMAGE_MAX_BYTES / (1024 * 1024);

export type TSellerImageProblem = 'profile.sellers.imageType' | 'profile.sellers.imageTooLarge';

/** A logo or cover checked before upload with the limits the server enforces (it also checks the content). */
export function sellerImageProblem(file: { type: string; size: number }): TSellerImageProblem | null {
  if (!(SELLER_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'profile.sellers.imageType';
  if (file.size > SELLER_IMAGE_MAX_BYTES) return 'profile.sellers.imageTooLarge';
  return null;
}
