import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { createDiskStorage } from '../../lib/storage.ts';
import { deleteProductPictureFiles, productPictureUrl, storeProductPicture } from './product-pictures.ts';

const ctx = useTestApp();
const root = mkdtempSync(path.join(tmpdir(), 'sverka-pictures-'));
const storage = createDiskStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('storeProductPicture', () => {
  it('stores an upright WebP of at most 1600 px and a 400 px thumbnail, without metadata', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#c33' } })
      .withMetadata({ orientation: 6, exif: { IFD0: { Artist: 'secret author' } } })
      .jpeg()
      .toBuffer();
    const stored = await storeProductPicture(storage, jpeg);
    expect(stored).toMatchObject({ width: 800, height: 1600 });
    expect(stored?.key).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
    expect(stored?.thumbKey).toBe(stored?.key.replace('.webp', '-thumb.webp'));
    const picture = await storage.get(stored?.key ?? '');
    const metadata = await sharp(picture).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    expect(metadata.exif).toBeUndefined();
    expect(await sharp(await storage.get(stored?.thumbKey ?? '')).metadata()).toMatchObject({
      width: 200,
      height: 400,
    });
    expect(productPictureUrl(stored?.key ?? '')).toBe(`/api/v1/media/${stored?.key}`);
    if (stored) await deleteProductPictureFiles(ctx.sql, storage, stored);
    expect(await storage.get(stored?.key ?? '')).toBeUndefined();
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, storing nothing', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const truncated = (
      await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
        .png()
        .toBuffer()
    ).subarray(0, 40);
    for (const data of [gif, svg, truncated, Buffer.from('hello')]) {
      expect(await storeProductPicture(storage, data)).toBeUndefined();
    }
  });
});

describe('deleteProductPictureFiles', () => {
  it('keeps the files while another product still shows them, deletes them with the last row', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#3c3' } })
      .png()
      .toBuffer();
    const stored = await storeProductPicture(storage, png);
    if (!stored) throw new Error('the picture was refused');
    const seller = await insertSeller(ctx.sql, null);
    const first = await insertProduct(ctx.sql, seller.id);
    const second = await insertProduct(ctx.sql, seller.id);
    // The demo load links one stored picture to many products.
    const [firstRow, secondRow] = await ctx.sql<{ id: number }[]>`
      insert into product_images (product_id, key, thumb_key)
      values (${first}, ${stored.key}, ${stored.thumbKey}), (${second}, ${stored.key}, ${stored.thumbKey})
      returning id`;
    await ctx.sql`delete from product_images where id = ${firstRow?.id ?? 0}`;
    await deleteProductPictureFiles(ctx.sql, storage, stored);
    expect(await storage.get(stored.key)).toBeDefined();
    expect(await storage.get(stored.thumbKey)).toBeDefined();
    await ctx.sql`delete from product_images where id = ${secondRow?.id ?? 0}`;
    await deleteProductPictureFiles(ctx.sql, storage, stored);
    expect(await storage.get(stored.key)).toBeUndefined();
    expect(await storage.get(stored.thumbKey)).toBeUndefined();
  });
});
