import { useContext } from 'react';
import type { FormatOptions } from '../logic/format';
import { createNumberFormatter, type NumberFormatter } from '../logic/formatNumber';
import { FormatContext } from './FormatContext';
import { missingProviderError } from './missingProvider';

/** One number formatter per provider's settings, shared by its components. */
const numberFormatters = new WeakMap<FormatOptions, NumberFormatter>();

/** The provider's locale's counts ('1,240') and percentages ('72.5%'). */
export function useFormatNumber(): NumberFormatter {
  const options = useContext(FormatContext);
  if (!options) throw missingProviderError('useFormatNumber');
  let formatter = numberFormatters.get(options);
  if (!formatter) {
    formatter = createNumberFormatter(options.locale);
    numberFormatters.set(options, formatter);
  }
  return formatter;
}
