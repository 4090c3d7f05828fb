import { MARKETPLACE_MESSAGES, PRODUCT_UPLOAD_MAX_BYTES, PRODUCT_UPLOAD_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, errorFromBody } from '../../../../lib/api-client.ts';
import {
  checkUploadForm,
  filterReport,
  lockedOf,
  outcomeCounts,
  uploadPercent,
  uploadServerText,
} from './upload-view.ts';

const t = (key: string, options?: Record<string, string>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('upload view helpers', () => {
  const report = [
    { row: 1, offer_id: 'a', outcome: 'created' as const, product_id: 1, reasons: [] },
    { row: 2, offer_id: 'b', outcome: 'refused' as const, product_id: null, reasons: ['x'] },
  ];

  it('filters and counts the report by outcome', () => {
    expect(filterReport(report, 'all')).toHaveLength(2);
    expect(filterReport(report, 'refused').map((row) => row.offer_id)).toEqual(['b']);
    expect(outcomeCounts(report)).toEqual({ all: 2, created: 1, updated: 0, refused: 1 });
  });

  it('turns counters into a percentage', () => {
    expect(uploadPercent({ total_rows: 0, processed_rows: 0 })).toBe(0);
    expect(uploadPercent({ total_rows: 3, processed_rows: 1 })).toBe(33);
    expect(uploadPercent({ total_rows: 3, processed_rows: 5 })).toBe(100);
  });

  it('tells the entitlement refusal from other failures', () => {
    const refusal = errorFromBody(403, {
      detail: 'x',
      code: 'entitlement_required',
      feature: 'marketplace.bulk_upload',
      reason: 'upgrade',
      plan: null,
    });
    expect(lockedOf(refusal)).toEqual({ feature: 'marketplace.bulk_upload', reason: 'upgrade', plan: null });
    expect(lockedOf(new ApiError(500, 'INTERNAL', null))).toBeNull();
    expect(lockedOf(new Error('boom'))).toBeNull();
  });

  it('checks the form before sending', () => {
    expect(checkUploadForm(null, null)).toEqual({
      company: 'product-upload.form.companyRequired',
      file: 'product-upload.form.fileRequired',
    });
    const big = { size: PRODUCT_UPLOAD_MAX_BYTES + 1 } as File;
    expect(checkUploadForm(1, big).file).toBe('product-upload.form.fileTooLarge');
    expect(checkUploadForm(1, { size: 10 } as File)).toEqual({ company: null, file: null });
  });

  it('maps server texts to keys, built ones with their value, unknown ones as written', () => {
    expect(uploadServerText(t, PRODUCT_UPLOAD_MESSAGES.noRows)).toBe('product-upload.server.noRows');
    expect(uploadServerText(t, MARKETPLACE_MESSAGES.unknownCategory)).toBe(
      'product-upload.server.marketplace.unknownCategory',
    );
    expect(uploadServerText(t, PRODUCT_UPLOAD_MESSAGES.pictureFailed('https://a.ru/1.jpg'))).toBe(
      'product-upload.server.pictureFailed {"url":"https://a.ru/1.jpg"}',
    );
    expect(uploadServerText(t, PRODUCT_UPLOAD_MESSAGES.specificationSkipped('Цвет'))).toBe(
      'product-upload.server.specificationSkipped {"name":"Цвет"}',
    );
    expect(uploadServerText(t, 'something new')).toBe('something new');
  });
});
