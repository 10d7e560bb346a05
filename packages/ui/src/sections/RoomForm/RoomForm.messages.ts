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
  descriptionLabel: Message;
  descriptionHint: Message;
  bedTypeLabel: Message;
  /** The bed type select's empty choice. */
  bedTypeNone: Message;
  sizeLabel: Message;
  /** The legend of the amenity checkboxes (their texts are the `Amenities` group's). */
  amenitiesLegend: Message;
  /** The gallery manager (edit mode). */
  galleryHeading: Message;
  galleryHint: Message<{ max: number }>;
  galleryEmpty: Message;
  addPhotosLabel: Message;
  addPhotosHint: Message;
  /** Some chosen files were left out: the gallery would hold more than it may. */
  tooManyPhotos: Message<{ max: number; count: number }>;
  /** Names a gallery row, e.g. 'Photo 2'. */
  galleryPhoto: Message<{ number: number }>;
  altLabel: Message<{ number: number }>;
  altHint: Message;
  moveUp: Message;
  moveDown: Message;
  deletePhoto: Message;
  /** Read out after a photo moved, by keyboard or by dragging. */
  moved: Message<{ position: number; count: number }>;
  /** A chosen photo waiting for its alt text and Upload: its row's name, and its alt text field's label. */
  pendingPhoto: Message<{ name: string }>;
  pendingAltLabel: Message<{ name: string }>;
  uploadPhoto: Message;
  /** Drops a chosen photo before it is uploaded. */
  removePendingPhoto: Message;
  /** The accessible name of an upload's progress bar. */
  uploadProgress: Message<{ name: string }>;
  /** A failed upload, by `PhotoUploadView['failure']`. */
  uploadTooLarge: Message<{ name: string }>;
  uploadNotAnImage: Message<{ name: string }>;
  uploadUnreadable: Message<{ name: string }>;
  uploadGalleryFull: Message<{ name: string; max: number }>;
  uploadUnreachable: Message<{ name: string }>;
  uploadFailed: Message<{ name: string }>;
  /** Takes a failed upload off the list. */
  dismissUpload: Message;
  /** A change to the gallery failed, by `galleryFailure`. */
  galleryChanged: Message;
  galleryUnreachable: Message;
  galleryChangeFailed: Message;
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
  descriptionLabel: 'Description',
  descriptionHint: 'Plain text; leave a blank line between paragraphs.',
  bedTypeLabel: 'Bed type',
  bedTypeNone: 'Not given',
  sizeLabel: 'Size (m²)',
  amenitiesLegend: 'Amenities',
  galleryHeading: 'Photo gallery',
  galleryHint: 'Guests see the photos in this order; the first is the room’s main photo. Up to {max} photos.',
  galleryEmpty: 'No photos yet.',
  addPhotosLabel: 'Add photos',
  addPhotosHint: 'JPEG, PNG or WebP images. Describe each, then upload it; saving the room uploads those left.',
  tooManyPhotos: ({ max, count }) => `A room has at most ${max} photos: ${count === 1 ? '1 file was' : `${count} files were`} not added.`,
  galleryPhoto: 'Photo {number}',
  altLabel: 'Alt text of photo {number}',
  altHint: 'What the photo shows, read out to guests who cannot see it.',
  moveUp: 'Move up',
  moveDown: 'Move down',
  deletePhoto: 'Delete',
  moved: 'Photo moved to position {position} of {count}.',
  pendingPhoto: 'New photo {name}',
  pendingAltLabel: 'Alt text of {name}',
  uploadPhoto: 'Upload',
  removePendingPhoto: 'Remove',
  uploadProgress: 'Uploading {name}',
  uploadTooLarge: '{name} was not uploaded: it is larger than the hotel accepts. Please choose a smaller file.',
  uploadNotAnImage: '{name} was not uploaded: it is not a JPEG, PNG or WebP image.',
  uploadUnreadable: '{name} was not uploaded: it is damaged, or has more pixels than the hotel accepts.',
  uploadGalleryFull: '{name} was not uploaded: the gallery already holds {max} photos. Delete one first.',
  uploadUnreachable: '{name} was not uploaded: the hotel could not be reached. Please try again.',
  uploadFailed: '{name} could not be uploaded. Please try again.',
  dismissUpload: 'Dismiss',
  galleryChanged: 'The gallery was changed meanwhile, perhaps in another tab. It now shows as saved: please make your change again.',
  galleryUnreachable: 'The hotel could not be reached, so the gallery change was not saved. Please try again.',
  galleryChangeFailed: 'The gallery change could not be saved. Please try again.',
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
