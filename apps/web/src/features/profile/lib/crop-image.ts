/**
 * The avatar crop of spec §5: the square the user framed, scaled to a
 * 300×300 PNG. The arithmetic is separate from the canvas so it is testable.
 */
export const AVATAR_SIZE = 300;

export interface TPixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Source rectangle for drawImage: the area react-easy-crop reports, rounded
 * and clamped to the image so a crop at the edge never samples outside it.
 */
export function sourceRect(area: TPixelArea, image: { width: number; height: number }): TPixelArea {
  const side = Math.max(1, Math.round(Math.min(area.width, area.height, image.width, image.height)));
  const x = Math.min(Math.max(0, Math.round(area.x)), Math.max(0, image.width - side));
  const y = Math.min(Math.max(0, Math.round(area.y)), Math.max(0, image.height - side));
  return { x, y, width: side, height: side };
}

export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be decoded'));
    image.src = src;
  });
}

/** Draws the framed square onto a 300×300 canvas and encodes it as PNG. */
export async function cropToPng(src: string, area: TPixelArea, size = AVATAR_SIZE): Promise<Blob> {
  const image = await loadImage(src);
  const rect = sourceRect(area, { width: image.naturalWidth, height: image.naturalHeight });
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is unavailable');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size, size);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))), 'image/png');
  });
}
