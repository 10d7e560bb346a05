// A CommonJS module of the same site (a build script, a Jest helper): `require` resolves the CommonJS build's types.
import { formatMessage, nightsBetween, validateSearch } from '@hotel/ui';

export const nights: number | null = nightsBetween('2026-12-18', '2026-12-21');
export const greeting: string = formatMessage('Hello {name}', { name: 'Ada' });
export const errors = validateSearch({ checkInDate: '2026-12-21', checkOutDate: '2026-12-18' });
