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
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'Токен доступа из `POST /auth/jwt/create/` или `/auth/jwt/refresh/`. Без токена — 401 ' +
              '`not_authenticated`, с просроченным или неверным — 401 `token_not_valid`.',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PATH });
}
