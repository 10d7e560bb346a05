export * from './generated/hotel';
export * from './generated/model';
export { ApiError, axiosInstance, configureApiClient, toApiError, type ApiClientOptions, type ApiErrorCode } from './http';
