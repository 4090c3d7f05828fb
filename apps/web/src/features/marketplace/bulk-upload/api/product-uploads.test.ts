import { PRODUCT_UPLOAD_MESSAGES, type TProductUpload } from '@sverka/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { isApiError } from '../../../../lib/api-client.ts';
import { session } from '../../../../lib/session.ts';
import { createUploadWithProgress } from './product-uploads.ts';

const UPLOAD: TProductUpload = {
  id: 7,
  company: 5,
  file_name: 'feed.xml',
  format: 'yml',
  status: 'queued',
  total_rows: 0,
  processed_rows: 0,
  created_count: 0,
  updated_count: 0,
  refused_count: 0,
  error: null,
  created_at: '2026-11-26T09:00:00.000Z',
  finished_at: null,
  report: [],
};

/** A stand-in for the browser's XMLHttpRequest that answers as told once the form is sent. */
class FakeXhr {
  static answer: { status: number; body: unknown } = { status: 201, body: UPLOAD };
  static last: FakeXhr | undefined;
  headers: Record<string, string> = {};
  method = '';
  url = '';
  status = 0;
  responseText = '';
  sent: unknown;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    FakeXhr.last = this;
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    this.status = FakeXhr.answer.status;
    this.responseText = JSON.stringify(FakeXhr.answer.body);
    this.onload?.();
  }
}

const file = new File(['offer_id;name\n'], 'goods.csv');

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'XMLHttpRequest');
  session.signOut();
});

describe('sending an upload with progress', () => {
  it('reports how much has gone and answers with the queued upload', async () => {
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
    FakeXhr.answer = { status: 201, body: UPLOAD };
    session.signIn({ access: 'ACCESS', refresh: 'R' }, false);
    const progress: number[] = [];
    const upload = await createUploadWithProgress({ company: 5, file }, (fraction) => progress.push(fraction));
    expect(upload).toEqual(UPLOAD);
    expect(progress).toEqual([0.5, 1]);
    expect(FakeXhr.last?.method).toBe('POST');
    expect(FakeXhr.last?.url).toBe('/api/v1/products/uploads/');
    expect(FakeXhr.last?.headers.Authorization).toBe('Bearer ACCESS');
    const form = FakeXhr.last?.sent as FormData;
    expect(form.get('company')).toBe('5');
    expect((form.get('file') as File).name).toBe('goods.csv');
  });

  it('turns a refusal into the API client’s error with the field messages', async () => {
    Object.assign(globalThis, { XMLHttpRequest: FakeXhr });
    FakeXhr.answer = { status: 400, body: { file: [PRODUCT_UPLOAD_MESSAGES.unknownFormat] } };
    const failure = await createUploadWithProgress({ company: 5, file }, () => {}).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.fields).toEqual({ file: [PRODUCT_UPLOAD_MESSAGES.unknownFormat] });
  });
});
