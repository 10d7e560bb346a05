import { useContext } from 'react';
import { createFormatter, type FormatOptions, type Formatter } from '../logic/format';
import { FormatContext } from './FormatContext';
import { missingProviderError } from './missingProvider';

/** One formatter per provider's settings, shared by its components. */
const formatters = new WeakMap<FormatOptions, Formatter>();

/**
 * Money and date formatting for the provider's locale and currency: `formatMoney`, `formatDate`, `dateLocale`.
 * For prices alone, `useFormatMoney` does not load the date formatting.
 */
export function useFormat(): Formatter {
  const options = useContext(FormatContext);
  if (!options) throw missingProviderError('useFormat');
  let formatter = formatters.get(options);
  if (!formatter) {
    formatter = createFormatter(options);
    formatters.set(options, formatter);
  }
  return formatter;
}
