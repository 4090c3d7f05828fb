import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/api/docs';

/**
 * OpenAPI 3 built from the same zod schemas the routes validate with, served
 * as JSON at /api/docs/json and browsable at /api/docs.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Sverka API',
        description:
          'API сервиса проверки контрагентов Sverka. Ошибки: `{detail, code}` либо `{поле: [сообщения]}`; ' +
          'сообщения для людей — на русском.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
}
