import { useContext } from 'react';
import type { Formatter } from '../logic/format';
import { FormatContext } from './FormatContext';
import { missingProviderError } from './missingProvider';

/** Money and date formatting for the provider's locale and currency: `formatMoney`, `formatDate`, `dateLocale`. */
export function useFormat(): Formatter {
  const formatter = useContext(FormatContext);
  if (!formatter) throw missingProviderError('useFormat');
  return formatter;
}
