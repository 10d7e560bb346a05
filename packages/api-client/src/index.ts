export * from './generated/hotel';
export * from './generated/model';
export { ApiError, axiosInstance, configureApiClient, setApiLanguage, toApiError, type ApiClientOptions, type ApiErrorCode } from './http';
