import {
  CSRF_COOKIE_NAME,
  CSRF_HEADER_NAME,
  ENTITLEMENT_ERROR_CODE,
  PLAN_LIMIT_ERROR_CODE,
  type TRequestBody,
  type ZTokenRefreshBody,
  ZTokenRefreshReply,
} from '@sverka/shared';
import { readCookie } from './cookies.ts';
import { session as defaultSession, type SessionStore } from './session.ts';

/**
 * Thin fetch wrapper for our own API (same origin). Every failure becomes an
 * ApiError so components branch on `status`/`code` instead of parsing bodies.
 * Signed-in requests carry the bearer access token; a 401 gets one refresh
 * and one retry, and a failed refresh or a 403 ends the session (spec §7, §8)
 * — except a 403 about a paid feature, which is about the plan.
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

  /** DRF-style `{field: [message]}` errors, when the body had them. */
  fields: Record<string, string[]> = {};

  /** The parsed error body as sent, for answers that carry more than a message (a refused paid feature's `reason`). */
  body: unknown = null;
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
  // djoser answers some errors with a bare list of messages.
  if (Array.isArray(body) && typeof body[0] === 'string') return new ApiError(status, fallbackCode, body[0]);
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    const code = typeof record.code === 'string' ? record.code : fallbackCode;
    const fields: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(record)) {
      if (Array.isArray(value)) fields[key] = value.filter((item): item is string => typeof item === 'string');
    }
    const firstFieldMessage = Object.values(fields).find((messages) => messages.length > 0)?.[0];
    const detail = typeof record.detail === 'string' ? record.detail : (firstFieldMessage ?? null);
    const error = new ApiError(status, code, detail);
    error.fields = fields;
    error.body = body;
    return error;
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

/**
 * A query string, typed at each call from the endpoint's shared schema (`TQueryString<typeof Z…Query>`):
 * numbers are written as text, absent values are left out.
 */
export type TQueryParams = Readonly<Record<string, string | number | undefined>>;

/** A JSON body, typed at each call from the endpoint's shared schema (`TRequestBody<typeof Z…Body>`). */
export type TJsonBody = { readonly [key: string]: TJsonValue };
type TJsonValue = string | number | boolean | null | undefined | readonly TJsonValue[] | TJsonBody;

export interface TGetOptions {
  params?: TQueryParams;
  signal?: AbortSignal;
}

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface TRequestOptions<T> extends TGetOptions {
  method?: THttpMethod;
  /** A JSON body. */
  json?: TJsonBody;
  /** A multipart body; the browser sets the boundary header itself. */
  form?: FormData;
  /** Validates the reply; without one the reply is ignored (204s, for example). */
  schema?: TSchema<T>;
  /**
   * Auth calls themselves (login, registration, refresh, reset): no bearer
   * token, no refresh on 401 and no sign-out on 403 — their errors are answers.
   */
  anonymous?: boolean;
  /** Echo the `csrftoken` cookie in `X-CSRFToken` (login and registration, spec §5). */
  csrf?: boolean;
}

/**
 * The file name of `Content-Disposition`: RFC 5987 `filename*=UTF-8''…` first
 * (Cyrillic names), then the plain `filename="…"` fallback.
 */
export function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() ?? null;
}

/** Spec §5 and §8, sent as is: the request never leaves the browser without the cookie. */
export const CSRF_MISSING_MESSAGE = 'CSRF token is missing';
export const REFRESH_PATH = '/auth/jwt/refresh/';

/** `path?query` with the absent values left out. */
function withQuery(path: string, params: TQueryParams | undefined): string {
  if (!params) return path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, String(value));
  return `${path}?${query.toString()}`;
}

/** A refresh reply; SimpleJWT without rotation leaves the refresh token out, and the old one stays good. */
const ZRefreshReply = ZTokenRefreshReply.partial({ refresh: true });

export interface TApiClientDeps {
  session: SessionStore;
  fetch: typeof fetch;
  readCookie: (name: string) => string | null;
}

/**
 * Builds the request functions around a session store; the app uses the
 * default instance below, tests build their own with fakes.
 */
export function createApiClient(deps: TApiClientDeps) {
  // One refresh at a time: parallel 401s wait for the same answer.
  let refreshing: Promise<string | null> | null = null;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await deps.fetch(path, init);
    } catch (error) {
      // An abort is TanStack Query cancelling a stale request: let it through untouched.
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'NETWORK', null);
    }
  }

  async function postRefresh(refresh: string): Promise<string | null> {
    let response: Response;
    try {
      response = await deps.fetch(REFRESH_PATH, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh } satisfies TRequestBody<typeof ZTokenRefreshBody>),
      });
    } catch {
      // The connection failed, not the token: keep the session for the next try.
      throw new ApiError(0, 'NETWORK', null);
    }
    if (!response.ok) return null;
    const reply = ZRefreshReply.safeParse(await readJson(response));
    if (!reply.success) return null;
    // Refresh tokens rotate: the old one is spent, keep the new one.
    deps.session.updateTokens(reply.data);
    return reply.data.access;
  }

  /**
   * A fresh access token after `rejected` was refused, or null when the
   * session cannot be renewed. A request that failed with an access token
   * another request already replaced just retries with the new one.
   */
  function renewAccess(rejected: string): Promise<string | null> {
    const tokens = deps.session.tokens;
    if (!tokens) return Promise.resolve(null);
    if (tokens.access !== rejected) return Promise.resolve(tokens.access);
    if (!refreshing) {
      refreshing = postRefresh(tokens.refresh).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  /**
   * Sends with the session's access token: one refresh and retry on a 401,
   * sign-out when the session cannot be renewed or the server forbids it.
   * A 403 for a paid feature (`entitlement_required`) or a used-up allowance
   * (`plan_limit_reached`) is an answer about the plan, not the session, so it
   * keeps the user signed in.
   */
  async function authorizedSend(url: string, init: RequestInit, anonymous: boolean): Promise<Response> {
    const baseHeaders = (init.headers ?? {}) as Record<string, string>;
    const attempt = (access: string | null) =>
      send(url, {
        ...init,
        credentials: 'same-origin',
        headers: access ? { ...baseHeaders, Authorization: `Bearer ${access}` } : baseHeaders,
      });

    const access = anonymous ? null : (deps.session.tokens?.access ?? null);
    let response = await attempt(access);

    if (response.status === 401 && access) {
      const renewed = await renewAccess(access);
      if (!renewed) {
        deps.session.signOut('expired');
        throw errorFromBody(401, await readJson(response));
      }
      response = await attempt(renewed);
      // A token the server has just issued and still refuses: the account is gone.
      if (response.status === 401) {
        deps.session.signOut('expired');
        throw errorFromBody(401, await readJson(response));
      }
    }
    if (response.status === 403 && access) {
      const body = (await readJson(response.clone())) as { code?: unknown } | null | undefined;
      // A plan's answer (a paid feature, a used-up allowance) is not a reason to end the session.
      if (body?.code !== ENTITLEMENT_ERROR_CODE && body?.code !== PLAN_LIMIT_ERROR_CODE) {
        deps.session.signOut('forbidden');
      }
    }
    return response;
  }

  async function request<T = undefined>(path: string, options: TRequestOptions<T> = {}): Promise<T> {
    const { method = 'GET', params, signal, json, form, schema, anonymous = false, csrf = false } = options;
    const url = withQuery(path, params);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let body: BodyInit | undefined;
    if (form) body = form;
    else if (json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(json);
    }
    if (csrf) {
      const token = deps.readCookie(CSRF_COOKIE_NAME);
      if (!token) throw new ApiError(0, 'CSRF_MISSING', CSRF_MISSING_MESSAGE);
      headers[CSRF_HEADER_NAME] = token;
    }

    const response = await authorizedSend(url, { method, body, signal, headers }, anonymous);
    const payload = await readJson(response);
    if (!response.ok) throw errorFromBody(response.status, payload);
    if (!schema) return undefined as T;
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      console.error(`Unexpected response shape from ${path}`, parsed.error);
      throw new ApiError(response.status, 'BAD_RESPONSE', null);
    }
    return parsed.data;
  }

  /** GET a file (the card's XLSX): its bytes and the name the server gave it. */
  async function download(path: string, options: TGetOptions = {}): Promise<{ blob: Blob; filename: string | null }> {
    const { params, signal } = options;
    const url = withQuery(path, params);
    const response = await authorizedSend(url, { method: 'GET', signal, headers: { Accept: '*/*' } }, false);
    if (!response.ok) throw errorFromBody(response.status, await readJson(response));
    return {
      blob: await response.blob(),
      filename: filenameFromDisposition(response.headers.get('content-disposition')),
    };
  }

  /** GET a JSON resource and validate it against the shared contract. */
  function get<T>(path: string, schema: TSchema<T>, options: TGetOptions = {}): Promise<T> {
    return request(path, { ...options, schema });
  }

  return { request, get, download };
}

const defaultClient = createApiClient({
  session: defaultSession,
  fetch: (...args) => fetch(...args),
  readCookie: (name) => readCookie(typeof document === 'undefined' ? '' : document.cookie, name),
});

export const apiRequest = defaultClient.request;
export const apiGet = defaultClient.get;
export const apiDownload = defaultClient.download;

/**
 * The server sets the `csrftoken` cookie with every page it serves; a page
 * served by something else (the Vite dev server) asks for it once at start.
 */
export async function ensureCsrfCookie(): Promise<void> {
  if (typeof document === 'undefined' || readCookie(document.cookie, CSRF_COOKIE_NAME)) return;
  try {
    await fetch('/auth/csrf/', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    // Sign-in then says 'CSRF token is missing', which is the truth.
  }
}
