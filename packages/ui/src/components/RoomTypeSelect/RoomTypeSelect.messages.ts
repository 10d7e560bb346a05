import type { Message } from '../../messages/Message';

export type RoomTypeSelectMessages = {
  /** The select's label. */
  label: Message;
  /** The first, empty choice. */
  placeholder: Message;
  /** The choice that reveals the new-type text box. */
  addNew: Message;
  /** Label of the new-type text box. */
  newTypeLabel: Message;
  /** Its placeholder. */
  newTypePlaceholder: Message;
  /** The button that adds the typed type to the list. */
  addButton: Message;
  /** Shown under the text box when Add is pressed with nothing typed. */
  newTypeRequired: Message;
  /** The button beside a failed load of the types that loads them again. */
  retry: Message;
};

export const roomTypeSelectMessages: RoomTypeSelectMessages = {
  label: 'Room type',
  placeholder: 'Select a room type',
  addNew: 'Add New',
  newTypeLabel: 'New room type',
  newTypePlaceholder: 'Enter a new room type',
  addButton: 'Add',
  newTypeRequired: 'Please enter a room type to add.',
  retry: 'Retry',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomTypeSelect: RoomTypeSelectMessages;
  }
}
