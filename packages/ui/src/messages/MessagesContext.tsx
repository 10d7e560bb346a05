import { createContext } from 'react';
import type { MessagesPack } from './allMessages';

/** The active brand/locale messages pack; `HotelUiProvider` fills it from the brand. Undefined outside the provider. */
export const MessagesContext = createContext<MessagesPack | undefined>(undefined);
