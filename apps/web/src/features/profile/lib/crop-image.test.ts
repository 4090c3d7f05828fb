import { describe, expect, it } from 'vitest';
import { AVATAR_SIZE, isImageFile, sourceRect } from './crop-image.ts';

describe('avatar crop', () => {
  it('is a 300×300 square', () => {
    expect(AVATAR_SIZE).toBe(300);
  });

  it('rounds the framed area to a square inside the image', () => {
    expect(sourceRect({ x: 10.4, y: 20.6, width: 200.2, height: 200.2 }, { width: 800, height: 600 })).toEqual({
      x: 10,
      y: 21,
      width: 200,
      height: 200,
    });
  });

  it('clamps an area that spills over the edge', () => {
    expect(sourceRect({ x: 700, y: -5, width: 300, height: 300 }, { width: 800, height: 600 })).toEqual({
      x: 500,
      y: 0,
      width: 300,
      height: 300,
    });
    expect(sourceRect({ x: 0, y: 0, width: 900, height: 900 }, { width: 800, height: 600 }).width).toBe(600);
  });

  it('takes image files only', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
  });
});
