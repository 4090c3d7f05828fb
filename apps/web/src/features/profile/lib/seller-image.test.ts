import { describe, expect, it } from 'vitest';
import { sellerImageProblem } from './seller-image.ts';

describe('sellerImageProblem', () => {
  it('accepts JPG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(sellerImageProblem({ type, size: 5 * 1024 * 1024 })).toBeNull();
    }
  });

  it('refuses other types, SVG included, and larger files', () => {
    for (const type of ['image/svg+xml', 'image/gif', 'application/pdf', '']) {
      expect(sellerImageProblem({ type, size: 10 })).toBe('profile.sellers.imageType');
    }
    expect(sellerImageProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('profile.sellers.imageTooLarge');
  });
});
