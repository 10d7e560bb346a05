import { createContext } from 'react';
import type { FormatOptions } from '../logic/format';

/**
 * The provider's formatting settings; undefined outside `HotelUiProvider` (nothing is created at module load).
 * Settings, not a formatter: `useFormatMoney` builds only the money formatter, so a page that shows prices but no
 * dates never loads the date formatting (date-fns).
 */
export const FormatContext = createContext<FormatOptions | undefined>(undefined);
