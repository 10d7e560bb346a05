import { createContext } from 'react';
import { createFormatter, type Formatter } from '../logic/format';

/** The provider's formatter; outside a provider, en-US and USD. */
export const FormatContext = createContext<Formatter>(createFormatter());
