import { useContext } from 'react';
import type { Formatter } from '../logic/format';
import { FormatContext } from './FormatContext';

/** Money and date formatting for the provider's locale and currency: `formatMoney`, `formatDate`, `dateLocale`. */
export function useFormat(): Formatter {
  return useContext(FormatContext);
}
