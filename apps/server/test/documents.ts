import type { FastifyInstance } from 'fastify';
import { PDFParse } from 'pdf-parse';
import type { TTestUser } from './accounts.ts';

/** The document flow's calls as `user`, for the order and tender document tests. */
export function documentRequests(app: () => FastifyInstance) {
  return {
    create: (user: TTestUser, payload: object) =>
      app().inject({ method: 'POST', url: '/api/v1/documents/', headers: user.auth, payload }),
    get: (user: TTestUser, url: string) => app().inject({ method: 'GET', url, headers: user.auth }),
    post: (user: TTestUser, url: string, payload?: object) =>
      app().inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) }),
  };
}

/** A PDF's text, as a reader would copy it out. */
export async function pdfText(bytes: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}
