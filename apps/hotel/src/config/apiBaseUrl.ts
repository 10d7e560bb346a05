/** Where the app calls the API: the same origin under /api unless the build sets `VITE_API_BASE_URL`. */
export const apiBaseUrl = (configured: string | undefined): string => configured ?? '/api';
