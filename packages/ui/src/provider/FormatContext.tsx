import { createContext } from 'react';
import type { Formatter } from '../logic/format';

/** The provider's formatter; undefined outside `HotelUiProvider` (nothing is created at module load). */
export const FormatContext = createContext<Formatter | undefined>(undefined);
