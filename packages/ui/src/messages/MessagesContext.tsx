import { createContext } from 'react';
import type { MessagesPack } from './allMessages';

/** The active brand/locale messages pack; `HotelUiProvider` fills it from the brand. */
export const MessagesContext = createContext<MessagesPack>({});
