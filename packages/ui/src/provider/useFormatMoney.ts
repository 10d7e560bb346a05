import { useContext } from 'react';
import type { FormatOptions } from '../logic/format';
import { createMoneyFormatter } from '../logic/formatMoney';
import { FormatContext } from './FormatContext';
import { missingProviderError } from './missingProvider';

/** One money formatter per provider's settings, shared by its components. */
const moneyFormatters = new WeakMap<FormatOptions, (amount: number) => string>();

/** The provider's price formatting ('$150', '$150.50'), without the date formatting `useFormat` brings. */
export function useFormatMoney(): (amount: number) => string {
  const options = useContext(FormatContext);
  if (!options) throw missingProviderError('useFormatMoney');
  let formatMoney = moneyFormatters.get(options);
  if (!formatMoney) {
    formatMoney = createMoneyFormatter(options);
    moneyFormatters.set(options, formatMoney);
  }
  return formatMoney;
}
