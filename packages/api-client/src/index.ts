// One module per OpenAPI tag: an app bundles each with the screens that call it (Home does not carry the admin's calls).
export * from './generated/audit/audit';
export * from './generated/auth/auth';
export * from './generated/bookings/bookings';
export * from './generated/calendar-sync/calendar-sync';
export * from './generated/front-desk/front-desk';
export * from './generated/hotel/hotel';
export * from './generated/mail/mail';
export * from './generated/rates/rates';
export * from './generated/rooms/rooms';
export * from './generated/system/system';
export * from './generated/users/users';
export * from './generated/model';
export { ApiError, axiosInstance, configureApiClient, setApiLanguage, toApiError, type ApiClientOptions, type ApiErrorCode } from './http';
