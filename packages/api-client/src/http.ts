import axios, { AxiosError, type AxiosRequestConfig } from 'axios';

/** Every failure of a call: the server's `{ code, message }`, or a client-side code when none came back. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** The server's error code (e.g. `ROOM_UNAVAILABLE`), or `NETWORK_ERROR` / `UNEXPECTED_RESPONSE`. */
    readonly code: string,
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
  ) {
    super(message);
  }
}

export type ApiClientOptions = {
  /** Where the API lives; `/api` (same origin) by default. */
  baseUrl?: string;
  /** Returns the bearer token to send, if any (the app reads it from its session). */
  getToken?: () => string | null | undefined;
};

export const axiosInstance = axios.create({ baseURL: '/api' });
let tokenGetter: ApiClientOptions['getToken'];

axiosInstance.interceptors.request.use((config) => {
  const token = tokenGetter?.();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** Sets the base URL and the token source; call once at start-up. */
export function configureApiClient({ baseUrl, getToken }: ApiClientOptions): void {
  if (baseUrl !== undefined) axiosInstance.defaults.baseURL = baseUrl;
  tokenGetter = getToken;
}

function isErrorBody(data: unknown): data is { code: string; message: string } {
  return typeof data === 'object' && data !== null && typeof (data as { code?: unknown }).code === 'string' && typeof (data as { message?: unknown }).message === 'string';
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const { response } = error;
    if (!response) return new ApiError('NETWORK_ERROR', error.message, 0);
    if (isErrorBody(response.data)) return new ApiError(response.data.code, response.data.message, response.status);
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
