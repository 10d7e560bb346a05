import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
// By package name, not a relative path: orval reads this mutator before it has generated anything, and resolves only
// relative imports while doing so (a relative one made it drop the generated functions' options argument).
import { ErrorResponseCode } from '@hotel/api-client/error-codes';

/** A code of the server's error catalogue (generated from openapi.json), or one the client sets itself. */
export type ApiErrorCode =
  | (typeof ErrorResponseCode)[keyof typeof ErrorResponseCode]
  | 'NETWORK_ERROR'
  | 'TIMEOUT'
  | 'UNEXPECTED_RESPONSE';

const catalogueCodes = new Set<string>(Object.values(ErrorResponseCode));

/** Every failure of a call: the server's `{ code, message }`, or a client-side code when none came back. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The server's error code (e.g. `ROOM_UNAVAILABLE`), or `NETWORK_ERROR` / `TIMEOUT` / `UNEXPECTED_RESPONSE`. */
    readonly code: ApiErrorCode,
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** The part of the request body the server named (`seasons/1/endDate`), when it named one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export type ApiClientOptions = {
  /** Where the API lives; `/api` (same origin) by default. */
  baseUrl?: string;
  /**
   * Returns the bearer token, if any (the app reads it from its session). Only the operations whose OpenAPI security
   * accepts it send it.
   */
  getToken?: () => string | null | undefined;
  /** A call that sent the token got 401: the token has expired or was revoked (the app ends its session). */
  onUnauthorized?: () => void;
  /** Milliseconds before a call without an answer fails with `TIMEOUT`; none by default. */
  timeoutMs?: number;
};

export const axiosInstance = axios.create({ baseURL: '/api' });
let session: Pick<ApiClientOptions, 'getToken' | 'onUnauthorized'> = {};

/** Sets the base URL, the token source and the call timeout; call once at start-up. */
export function configureApiClient({ baseUrl, getToken, onUnauthorized, timeoutMs }: ApiClientOptions): void {
  if (baseUrl !== undefined) axiosInstance.defaults.baseURL = baseUrl;
  axiosInstance.defaults.timeout = timeoutMs ?? 0;
  session = { getToken, onUnauthorized };
}

/**
 * The reader's language (`en`, `de`), sent as Accept-Language on every call from now on: the server mails a new
 * account, a password reset and a booking in it.
 */
export function setApiLanguage(language: string): void {
  axiosInstance.defaults.headers.common['Accept-Language'] = language;
}

/** The server's error shape with a code of its catalogue; anything else is an unexpected response. */
function isErrorBody(data: unknown): data is { code: ApiErrorCode; message: string; field?: unknown } {
  if (typeof data !== 'object' || data === null) return false;
  const { code, message } = data as { code?: unknown; message?: unknown };
  return typeof code === 'string' && catalogueCodes.has(code) && typeof message === 'string';
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const { response } = error;
    if (!response) {
      const timedOut = error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT;
      return new ApiError(timedOut ? 'TIMEOUT' : 'NETWORK_ERROR', error.message, 0);
    }
    if (isErrorBody(response.data)) {
      const { code, message, field } = response.data;
      return new ApiError(code, message, response.status, typeof field === 'string' ? field : undefined);
    }
    return new ApiError('UNEXPECTED_RESPONSE', error.message, response.status);
  }
  return new ApiError('UNEXPECTED_RESPONSE', error instanceof Error ? error.message : String(error), 0);
}

/** orval's mutator: every generated function goes through here and resolves to the response body. */
export const httpClient = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  try {
    const response = await axiosInstance.request<T>({ ...config, ...options });
    return response.data;
  } catch (error) {
    throw toApiError(error);
  }
};

/**
 * The mutator of the operations whose OpenAPI security accepts the bearer token (orval.config.ts picks them): sends
 * the token when there is one, and reports a 401 to it as the end of the session.
 */
export const bearerHttpClient = async <T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> => {
  const token = session.getToken?.();
  if (!token) return httpClient<T>(config, options);
  const { onUnauthorized } = session;
  try {
    return await httpClient<T>({ ...config, headers: { ...config.headers, Authorization: `Bearer ${token}` } }, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) onUnauthorized?.();
    throw error;
  }
};
