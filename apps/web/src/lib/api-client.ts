/**
 * Thin fetch wrapper for our own API (same origin). Every failure becomes an
 * ApiError so components branch on `status`/`code` instead of parsing bodies.
 * Auth (bearer token, refresh on 401) arrives with the auth issue.
 */

/** Codes the client itself produces when the server never answered properly. */
export type TClientErrorCode = 'NETWORK' | 'BAD_RESPONSE';

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got a response. */
  readonly status: number;
  /** Server error code (`NOT_FOUND`, `INVALID_REQUEST` …) or a client code. */
  readonly code: string;
  /** Russian message from the server meant for people, if it sent one. */
  readonly detail: string | null;

  constructor(status: number, code: string, detail: string | null) {
    super(detail ?? `${code} (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.detail = detail;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isBadRequest(): boolean {
    return this.status === 400;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Reads `{detail, code}` or DRF-style `{field: [message]}` bodies; the first
 * field message stands in for `detail` so the user sees something concrete.
 */
export function errorFromBody(status: number, body: unknown): ApiError {
  const fallbackCode = status === 404 ? 'NOT_FOUND' : status >= 500 ? 'INTERNAL' : 'INVALID_REQUEST';
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const code = typeof record.code === 'string' ? record.code : fallbackCode;
    if (typeof record.detail === 'string') return new ApiError(status, code, record.detail);
    for (const value of Object.values(record)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return new ApiError(status, code, value[0]);
    }
    return new ApiError(status, code, null);
  }
  return new ApiError(status, fallbackCode, null);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The part of a zod schema we use; typed structurally so the web app needs
 * the shared contracts only, not zod itself.
 */
export interface TSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface TGetOptions {
  params?: Record<string, string>;
  signal?: AbortSignal;
}

/** GET a JSON resource and validate it against the shared contract. */
export async function apiGet<T>(path: string, schema: TSchema<T>, options: TGetOptions = {}): Promise<T> {
  const search = options.params ? `?${new URLSearchParams(options.params).toString()}` : '';
  let response: Response;
  try {
    response = await fetch(`${path}${search}`, {
      headers: { Accept: 'application/json' },
      signal: options.signal,
    });
  } catch (error) {
    // An abort is TanStack Query cancelling a stale request: let it through untouched.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK', null);
  }
  const body = await readJson(response);
  if (!response.ok) throw errorFromBody(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response shape from ${path}`, parsed.error);
    throw new ApiError(response.status, 'BAD_RESPONSE', null);
  }
  return parsed.data;
}
