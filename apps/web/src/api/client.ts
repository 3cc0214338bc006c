import type { ErrorBody } from '@leavedesk/contracts';
import { takeEarlyResponse } from '@/lib/early-requests';
import { reportReachable } from '@/lib/online';
import { tokenStore } from '@/lib/storage';

export const API_BASE = '/api';

/** Pages from which a 403 does not sign the user out (a 403 there means wrong credentials). */
const PUBLIC_403_PATHS = ['/signin', '/signup'];

/** Every failed call ends as one of these; `code` is the server's code or one of ours below. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ErrorBody['details'];

  constructor(status: number, code: string, message: string, details?: ErrorBody['details']) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** No answer at all (offline, DNS, refused). */
export const INTERNET_ERROR = 'INTERNET_ERROR';
/** A 5xx without our error body: a proxy or a crashed process. */
export const SERVER_ERROR = 'SERVER_ERROR';
/** An answer that is not the JSON the contract promises. */
export const BACKEND_ERROR = 'BACKEND_ERROR';

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * 401 anywhere, and 403 away from sign-in and sign-up, end the session (part 1 §4): the session of
 * the token the call was sent with. An answer to a token that has since been replaced (a poll sent
 * just before a password change signed the user in again) says nothing about the current one.
 */
function endSessionIfNeeded(status: number, sentWith: string | null) {
  const { pathname } = window.location;
  // The decide page's 403 is about its link's approver, not the session (decision 0035).
  const onPublicPage = PUBLIC_403_PATHS.includes(pathname) || /^\/leaves\/\d+\/decide$/.test(pathname);
  if (status === 401 || (status === 403 && !onPublicPage)) {
    const current = tokenStore.get();
    // Only a 401 means the token itself is no longer good (expired, revoked by a password change,
    // a deactivation): sign-in then says 'Your session has expired. Please sign in again.'.
    if (current && current === sentWith) tokenStore.clear({ expired: status === 401 });
  }
}

async function toError(res: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> | undefined;
  try {
    body = (await res.json()) as Partial<ErrorBody>;
  } catch {
    body = undefined;
  }
  if (body && typeof body.message === 'string') {
    return new ApiError(res.status, body.code ?? 'ERROR', body.message, body.details);
  }
  if (res.status >= 500) return new ApiError(res.status, SERVER_ERROR, res.statusText || 'Server error');
  return new ApiError(res.status, BACKEND_ERROR, res.statusText || 'Unexpected answer');
}

/** Sends a call with the session's token; a failed one (no answer, not 2xx) throws an ApiError. */
async function send(
  method: string,
  path: string,
  options: RequestOptions,
  accept = 'application/json',
): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  // The session's first answers may already be on their way (lib/early-requests.ts).
  const early = method === 'GET' && !options.signal?.aborted ? takeEarlyResponse(url, token) : undefined;
  let res: Response;
  try {
    res = await (early ?? fetch(url, { method, headers, body, signal: options.signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportReachable(false);
    throw new ApiError(0, INTERNET_ERROR, error instanceof Error ? error.message : 'Failed to fetch');
  }
  reportReachable(true);

  if (!res.ok) {
    endSessionIfNeeded(res.status, token);
    throw await toError(res);
  }
  return res;
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(method, path, options);
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new ApiError(res.status, BACKEND_ERROR, 'The server answered with something that is not JSON.');
  }
}

/** A file the API answers (an export), with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | undefined;
}

/** GET a file with the session's token (a plain link could not send it): errors as for JSON calls. */
export async function download(
  path: string,
  options: Omit<RequestOptions, 'body'> = {},
): Promise<DownloadedFile> {
  const res = await send('GET', path, options, '*/*');
  const disposition = res.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1];
  return { blob: await res.blob(), fileName };
}

/** The one typed client every feature calls: `api.get<User>('/users/mine')`. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
};

/** An asset URL the browser can load without headers (avatars): `?token=` carries the session. */
export function assetUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const token = tokenStore.get();
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
