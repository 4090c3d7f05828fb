import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@sverka/shared';

/**
 * A deterministic fuzzer over the app's own OpenAPI document: for every
 * operation it derives a plausible request from the schemas and then spoils
 * it one way at a time (wrong types, huge and hostile strings, broken bodies,
 * hostile ids). The same seed always yields the same requests.
 */

export type TJsonSchema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  items?: TJsonSchema;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
};

type TParameter = { in: 'path' | 'query' | 'header' | 'cookie'; name: string; schema?: TJsonSchema };
type TOperationObject = {
  parameters?: TParameter[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
  security?: unknown[];
};
export type TOpenApiDocument = {
  paths: Record<string, Record<string, TOperationObject>>;
  components?: { schemas?: Record<string, TJsonSchema> };
};

export type TOperation = {
  method: string;
  path: string;
  pathParams: TParameter[];
  queryParams: TParameter[];
  /** Body schema per media type, `$ref`s resolved. */
  bodies: Record<string, TJsonSchema>;
  needsAuth: boolean;
};

export type TFuzzRequest = {
  /** What was spoiled, for the failure report. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

/** mulberry32: tiny, fast and good enough to pick hostile inputs reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function listOperations(document: TOpenApiDocument): TOperation[] {
  const resolve = (schema: TJsonSchema, depth = 0): TJsonSchema => {
    if (depth > 20) return {};
    if (schema.$ref) {
      const name = schema.$ref.split('/').at(-1) as string;
      return resolve(document.components?.schemas?.[name] ?? {}, depth + 1);
    }
    const resolved: TJsonSchema = { ...schema };
    if (schema.properties) {
      resolved.properties = Object.fromEntries(
        Object.entries(schema.properties).map(([key, value]) => [key, resolve(value, depth + 1)]),
      );
    }
    if (schema.items) resolved.items = resolve(schema.items, depth + 1);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
      const list = schema[key];
      if (list) resolved[key] = list.map((item) => resolve(item, depth + 1));
    }
    return resolved;
  };
  const operations: TOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        queryParams: parameters.filter((parameter) => parameter.in === 'query'),
        bodies: Object.fromEntries(
          Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => [type, resolve(media.schema)]),
        ),
        needsAuth: Boolean(operation.security?.length),
      });
    }
  }
  return operations;
}

const typesOf = (schema: TJsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

/** A value the schema accepts, as far as a simple reading of it allows. */
export function sampleValue(schema: TJsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  const preferred = variant?.find((item) => !typesOf(item).includes('null')) ?? variant?.[0];
  if (preferred) return sampleValue(preferred);
  const [first] = schema.allOf ?? [];
  if (first) return sampleValue(first);
  const type = typesOf(schema).find((item) => item !== 'null') ?? (schema.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) result[key] = sampleValue(value);
      return result;
    }
    case 'array':
      return schema.items ? [sampleValue(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return sampleString(schema);
  }
}

function sampleString(schema: TJsonSchema): string {
  switch (schema.format) {
    case 'email':
      return `fuzz-${randomUUID().slice(0, 8)}@example.ru`;
    case 'uuid':
      return randomUUID();
    case 'date':
      return '2025-01-15';
    case 'date-time':
      return '2025-01-15T10:00:00.000Z';
    case 'uri':
      return 'https://example.ru/';
  }
  const length = Math.max(schema.minLength ?? 1, Math.min(12, schema.maxLength ?? 12));
  return 'Проверка'.padEnd(length, 'а').slice(0, Math.max(length, 1));
}

/** Strings that have broken servers: NUL, lone surrogates, direction overrides, emoji, traversal, size. */
export function hostileStrings(random: () => number, huge: number): Record<string, string> {
  const garbage = Array.from({ length: 24 }, () => String.fromCharCode(Math.floor(random() * 0xffff))).join('');
  return {
    nul: 'до\u0000после',
    'lone high surrogate': 'текст\ud800',
    'lone low surrogate': '\udc00текст',
    rtl: '\u202eтекст\u202c',
    emoji: '😀👍🏽🇷🇺',
    traversal: '../../../../etc/passwd',
    huge: 'я'.repeat(huge),
    garbage,
  };
}

const WRONG_TYPES: Record<string, unknown> = {
  number: 12345,
  negative: -1,
  'huge number': 1e308,
  fraction: 1.5,
  boolean: true,
  null: null,
  array: ['a'],
  object: { nested: { deeper: 1 } },
  'numeric string': '42',
};

/** Path ids nobody should be able to break a route with; `otherIds` are real ids of someone else. */
export function hostileIds(random: () => number, otherIds: readonly (string | number)[]): Record<string, string> {
  return {
    word: 'abc',
    negative: '-1',
    zero: '0',
    'huge integer': '99999999999999999999999999',
    fraction: '1.5',
    'random uuid': randomUuidFrom(random),
    'encoded traversal': '..%2F..%2F..%2Fetc%2Fpasswd',
    'dot dot': '..',
    'encoded nul': 'a%00b',
    'encoded lone surrogate': '%ED%A0%80',
    'malformed percent': '%E0%A4%A',
    'encoded rtl': '%E2%80%AEabc',
    long: 'a'.repeat(600),
    ...Object.fromEntries(otherIds.map((id, index) => [`other user's id ${index + 1}`, String(id)])),
  };
}

function randomUuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A multipart/form-data body with the given text fields (and an optional cut-off). */
export function multipartBody(fields: Record<string, string>, boundary = `fuzz${randomUUID().slice(0, 8)}`) {
  const chunks = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return { boundary, payload: Buffer.from(`${chunks.join('')}--${boundary}--\r\n`) };
}

type TBuildOptions = { random: () => number; otherIds: readonly (string | number)[]; headers: Record<string, string> };

/** Every spoiled request for one operation. */
export function fuzzRequests(operation: TOperation, options: TBuildOptions): TFuzzRequest[] {
  const { random, headers } = options;
  const validPath = (overrides: Record<string, string> = {}) =>
    operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
      if (name in overrides) return overrides[name] as string;
      const parameter = operation.pathParams.find((item) => item.name === name);
      const value = parameter?.schema ? sampleValue(parameter.schema) : '1';
      return encodeURIComponent(String(value));
    });
  const requests: TFuzzRequest[] = [];
  const add = (label: string, request: Omit<TFuzzRequest, 'label' | 'method'> & { method?: string }) =>
    requests.push({ label, method: operation.method, ...request, headers: { ...request.headers, ...headers } });

  add('plausible request', { url: validPath(), ...plausibleBody(operation) });

  for (const parameter of operation.pathParams) {
    for (const [label, id] of Object.entries(hostileIds(random, options.otherIds))) {
      add(`path ${parameter.name}: ${label}`, {
        url: validPath({ [parameter.name]: id }),
        ...plausibleBody(operation),
      });
    }
  }

  for (const parameter of operation.queryParams) {
    const values: Record<string, string> = {
      ...Object.fromEntries(
        Object.entries(hostileStrings(random, 5_000)).map(([label, value]) => [label, encodeURIComponent(safe(value))]),
      ),
      'raw nul': '%00',
      'encoded lone surrogate': '%ED%A0%80',
      'malformed percent': '%E0%A4%A',
      'lone percent': '%',
      negative: '-1',
      'huge integer': '99999999999999999999999999',
      word: 'abc',
      empty: '',
    };
    for (const [label, value] of Object.entries(values)) {
      add(`query ${parameter.name}: ${label}`, { url: `${validPath()}?${parameter.name}=${value}`, headers: {} });
    }
    add(`query ${parameter.name}: repeated`, {
      url: `${validPath()}?${parameter.name}=1&${parameter.name}=2`,
      headers: {},
    });
  }

  const jsonSchema = operation.bodies['application/json'];
  if (jsonSchema) {
    const base = sampleValue(jsonSchema);
    const json = { 'content-type': 'application/json' };
    if (base && typeof base === 'object' && !Array.isArray(base)) {
      for (const field of Object.keys(base)) {
        const spoiled: Record<string, unknown> = {
          ...hostileStrings(random, 100_000),
          ...WRONG_TYPES,
        };
        for (const [label, value] of Object.entries(spoiled)) {
          add(`json ${field}: ${label}`, {
            url: validPath(),
            headers: json,
            payload: JSON.stringify({ ...base, [field]: value }),
          });
        }
      }
      add('json: unknown field with NUL', {
        url: validPath(),
        headers: json,
        payload: JSON.stringify({ ...base, 'x\u0000': 'a\u0000' }),
      });
    }
    const shapes: Record<string, string | Buffer> = {
      'malformed json': '{"a":',
      'empty json': '',
      'json null': 'null',
      'json array': '[]',
      'json string': '"строка"',
      'json number': '123',
      'deep nesting': `${'['.repeat(5000)}${']'.repeat(5000)}`,
      'invalid utf-8': Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      'proto pollution': '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
    };
    for (const [label, payload] of Object.entries(shapes)) {
      add(label, { url: validPath(), headers: json, payload });
    }
  }

  if (Object.keys(operation.bodies).length > 0 || ['POST', 'PATCH', 'PUT'].includes(operation.method)) {
    const multipartSchema = operation.bodies['multipart/form-data'];
    const fields = multipartSchema ? stringFields(sampleValue(multipartSchema)) : { field: 'значение' };
    const wellFormed = multipartBody(fields);
    const malformed: Record<string, { type: string; payload: string | Buffer }> = {
      'multipart without boundary': { type: 'multipart/form-data', payload: wellFormed.payload },
      'multipart cut off': {
        type: `multipart/form-data; boundary=${wellFormed.boundary}`,
        payload: wellFormed.payload.subarray(0, Math.floor(wellFormed.payload.length / 2)),
      },
      'multipart wrong boundary': { type: 'multipart/form-data; boundary=other', payload: wellFormed.payload },
      'multipart empty': { type: `multipart/form-data; boundary=${wellFormed.boundary}`, payload: '' },
      'text/plain': { type: 'text/plain', payload: 'привет' },
      'application/xml': { type: 'application/xml', payload: '<a>1</a>' },
      'form urlencoded': { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
      'json with charset latin1': { type: 'application/json; charset=latin1', payload: '{}' },
    };
    for (const [label, { type, payload }] of Object.entries(malformed)) {
      add(label, { url: validPath(), headers: { 'content-type': type }, payload });
    }
    if (multipartSchema) {
      for (const field of Object.keys(fields)) {
        for (const [label, value] of Object.entries(hostileStrings(random, 200_000))) {
          const body = multipartBody({ ...fields, [field]: value });
          add(`multipart ${field}: ${label}`, {
            url: validPath(),
            headers: { 'content-type': `multipart/form-data; boundary=${body.boundary}` },
            payload: body.payload,
          });
        }
      }
    }
  }
  return requests;
}

function plausibleBody(operation: TOperation): { payload?: string; headers: Record<string, string> } {
  const schema = operation.bodies['application/json'];
  if (!schema) return { headers: {} };
  return { payload: JSON.stringify(sampleValue(schema)), headers: { 'content-type': 'application/json' } };
}

/** A URL carries UTF-8: a lone surrogate cannot be encoded, so it is sent as its replacement. */
function safe(value: string): string {
  return value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

function stringFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== null && typeof item !== 'object')
      .map(([key, item]) => [key, String(item)]),
  );
}

const CYRILLIC = /[А-Яа-яЁё]/;
/** How a validator, not a person, words a refusal («ожидалось, что string будет иметь <=1000 символов»). */
const VALIDATOR_WORDS =
  /ожидалось|неверный ввод|instanceof|<=|>=|\b(?:string|number|int|bigint|object|array|boolean|undefined|NaN)\b/i;

/** The one English text the spec's error catalogue (§8) prescribes, kept as DRF words it and the web app compares. */
const SPEC_ENGLISH_DETAILS = new Set<string>([ACCOUNT_MESSAGES.csrfMissing, ACCOUNT_MESSAGES.csrfIncorrect]);

/**
 * Why a 4xx body is not the project's error shape with a Russian message, or
 * undefined when it is: `{detail, code}` or `{field: [messages]}`.
 */
export function errorBodyProblem(body: string, contentType: string | undefined): string | undefined {
  if (!contentType?.includes('application/json')) return `content-type ${contentType ?? 'none'}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'body is not JSON';
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return 'body is not an object';
  const record = parsed as Record<string, unknown>;
  if ('detail' in record) {
    if (typeof record.detail !== 'string' || typeof record.code !== 'string') return 'detail/code are not strings';
    if (record.code === 'CSRF_FAILED' && SPEC_ENGLISH_DETAILS.has(record.detail)) return undefined;
    return CYRILLIC.test(record.detail) ? undefined : `detail not in Russian: ${record.detail}`;
  }
  const entries = Object.entries(record);
  if (entries.length === 0) return 'empty error body';
  for (const [field, messages] of entries) {
    if (!Array.isArray(messages) || messages.length === 0) return `field ${field} has no message list`;
    for (const message of messages) {
      if (typeof message !== 'string' || !CYRILLIC.test(message)) return `field ${field}: ${String(message)}`;
      if (VALIDATOR_WORDS.test(message)) return `field ${field} in the validator's words: ${message}`;
    }
  }
  return undefined;
}
