import type { Message } from '../../messages/Message';

export type RoomFormMessages = {
  addHeading: Message;
  editHeading: Message;
  roomPriceLabel: Message;
  photoLabel: Message;
  /** Help text under the photo input. */
  photoDescription: Message;
  /** Alt text and caption of the preview of a newly chosen photo. */
  previewAlt: Message;
  previewCaption: Message;
  /** Alt text and caption of the room's current photo (edit mode, before a new one is chosen). */
  currentPhotoAlt: Message;
  currentPhotoCaption: Message;
  /** Submit buttons. */
  saveRoom: Message;
  editRoom: Message;
  /** Back links to the rooms list. */
  addBackLink: Message;
  editBackLink: Message;
  /** Results after submitting (the add text has two spaces, spelled so). */
  addSuccess: Message;
  editSuccess: Message;
  addError: Message;
  editError: Message;
};

export const roomFormMessages: RoomFormMessages = {
  addHeading: 'Add a New Room',
  editHeading: 'Edit Room',
  roomPriceLabel: 'Room Price',
  photoLabel: 'Room Photo',
  photoDescription: 'A JPEG, PNG or WebP image.',
  previewAlt: 'Preview of the chosen room photo',
  previewCaption: 'New photo',
  currentPhotoAlt: 'Current room photo',
  currentPhotoCaption: 'Current photo',
  saveRoom: 'Save Room',
  editRoom: 'Edit Room',
  addBackLink: 'Existing rooms',
  editBackLink: 'Back',
  addSuccess: 'A new room was  added successfully !',
  editSuccess: 'Room updated successfully!',
  addError: 'Error adding new room',
  editError: 'Error updating room',
};

declare module '../../messages/allMessages' {
  interface AllMessages {
    RoomForm: RoomFormMessages;
  }
}
