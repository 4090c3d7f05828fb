import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type TOpenApiOperation = {
  security?: unknown[];
  description?: string;
  requestBody?: { content: Record<string, unknown> };
};

export type TOpenApiDoc = {
  paths: Record<string, Record<string, TOpenApiOperation>>;
  components: { securitySchemes?: Record<string, unknown> };
};

/** The app's OpenAPI document as /api/docs/json serves it. */
export async function readOpenApi(app: FastifyInstance): Promise<TOpenApiDoc> {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(response.statusCode).toBe(200);
  return response.json<TOpenApiDoc>();
}

/** Every operation is documented, with a security requirement exactly where `secured` says a token is needed. */
export function expectOperations(doc: TOpenApiDoc, expected: [path: string, method: string, secured: boolean][]) {
  for (const [path, method, secured] of expected) {
    const operation = doc.paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(Boolean(operation?.security), `${method} ${path} security`).toBe(secured);
  }
}
