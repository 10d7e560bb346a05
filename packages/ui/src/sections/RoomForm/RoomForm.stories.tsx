import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, spyOn, waitFor, within } from 'storybook/test';
import { roomPhotos, rooms, roomTypes } from '../../fixtures/rooms';
import { roomAmenities } from '../../logic/amenities';
import { formatMessage } from '../../messages/Message';
import { RoomForm } from './RoomForm';
import { roomValidationMessages } from '../../logic/validation/roomValidation';
import { storyMessages, themeColor, playMessages } from '../../stories/storyMessages';
import { storyHrefs } from '../../stories/ScreenShell';
import { roomTypeSelectMessages } from '../../components/RoomTypeSelect';
import { sectionStatusMessages } from '../SectionStatus';

/** A small PNG drawn on a canvas, as a chosen room photo. */
async function makePhoto(name = 'room.png', hue = 200): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const context = canvas.getContext('2d')!;
  const gradient = context.createLinearGradient(0, 0, 160, 120);
  gradient.addColorStop(0, `hsl(${hue} 60% 75%)`);
  gradient.addColorStop(1, `hsl(${hue + 40} 50% 40%)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 160, 120);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((png) => resolve(png!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const deluxe = rooms[3]!;
/** The optional fields as an untouched form sends them. */
const noFacts = { description: '', bedType: '' as const, sizeSquareMeters: '', amenities: [] };

const meta = {
  title: 'Admin/RoomForm',
  component: RoomForm,
  args: { backHref: storyHrefs.existingRooms, mode: 'add', roomTypes, onSubmit: fn() },
} satisfies Meta<typeof RoomForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('heading', { level: 2, name: messages.RoomForm.addHeading })).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label }), 'Twin');
    await userEvent.type(canvas.getByRole('spinbutton', { name: messages.RoomForm.roomPriceLabel }), '150');
    await userEvent.upload(canvas.getByLabelText(messages.RoomForm.photoLabel), await makePhoto());
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.saveRoom }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ roomType: 'Twin', roomPrice: '150', photo: expect.any(File), ...noFacts });
    const { photo } = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]![0] as { photo: File };
    await expect(photo.name).toBe('room.png');
    await expect(canvas.getByRole('link', { name: messages.RoomForm.addBackLink })).toHaveAttribute('href', '/existing-rooms');
  },
};

export const AddValidation: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.saveRoom }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const select = canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label });
    const price = canvas.getByRole('spinbutton', { name: messages.RoomForm.roomPriceLabel });
    const file = canvas.getByLabelText(messages.RoomForm.photoLabel);
    await expect(select).toHaveAccessibleDescription(messages.RoomValidation.roomTypeRequired);
    await expect(price).toHaveAccessibleDescription(messages.RoomValidation.roomPriceRequired);
    await expect(file).toHaveAccessibleDescription(`${messages.RoomForm.photoDescription} ${messages.RoomValidation.photoRequired}`);
    for (const control of [select, price, file]) await expect(control).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first invalid field.
    await expect(select).toHaveFocus();

    // Fixing a field clears its message at once.
    await userEvent.selectOptions(select, 'Single');
    await expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.saveRoom }));
    await expect(price).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PriceIsNormalised: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const price = canvas.getByRole('spinbutton', { name: messages.RoomForm.roomPriceLabel });
    // Leaving the field normalises it: a negative (not a price) becomes empty…
    await userEvent.type(price, '-5');
    await userEvent.tab();
    await expect(price).toHaveValue(null);
    // …and the add form enters whole numbers.
    await userEvent.type(price, '150.75');
    await expect(price).toHaveValue(150.75);
    await userEvent.tab();
    await expect(price).toHaveValue(150);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label }), 'Deluxe');
    await userEvent.upload(canvas.getByLabelText(messages.RoomForm.photoLabel), await makePhoto());
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.saveRoom }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ roomType: 'Deluxe', roomPrice: '150', photo: expect.any(File), ...noFacts });
  },
};

export const PhotoPreview: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const createObjectURL = spyOn(URL, 'createObjectURL');
    const revokeObjectURL = spyOn(URL, 'revokeObjectURL');
    const input = canvas.getByLabelText(messages.RoomForm.photoLabel);
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();

    await userEvent.upload(input, await makePhoto('first.png', 200));
    const preview = canvas.getByRole('img', { name: messages.RoomForm.previewAlt });
    const firstUrl = preview.getAttribute('src')!;
    await expect(firstUrl).toMatch(/^blob:/);
    await expect(createObjectURL).toHaveBeenCalledOnce();
    await expect(canvas.getByText(messages.RoomForm.previewCaption)).toBeVisible();

    // Choosing another photo replaces the preview and releases the first URL.
    await userEvent.upload(input, await makePhoto('second.png', 20));
    await expect(canvas.getByRole('img', { name: messages.RoomForm.previewAlt }).getAttribute('src')).not.toBe(firstUrl);
    await expect(revokeObjectURL).toHaveBeenCalledWith(firstUrl);
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultValues: { roomType: 'Twin', roomPrice: 119 } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const button = canvas.getByRole('button', { name: messages.RoomForm.saveRoom });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const AddSucceeded: Story = {
  args: { submitResult: 'success' },
  play: async ({ canvas, globals }) => {
    // Spelled so in English, with two spaces.
    await expect(canvas.getByRole('status').textContent).toBe(playMessages(globals).RoomForm.addSuccess);
  },
};

/** Wired as the screen does: a successful save is reported back and the add form clears for the next room. */
export const AddClearsAfterSuccess: Story = {
  tags: ['test-only'],
  render: function SaveThenSucceed(args) {
    const [submitResult, setSubmitResult] = useState<'success' | null>(null);
    return (
      <RoomForm
        {...args}
        submitResult={submitResult}
        onSubmit={(values) => {
          args.onSubmit(values);
          setSubmitResult('success');
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const select = canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label });
    const price = canvas.getByRole('spinbutton', { name: messages.RoomForm.roomPriceLabel });
    await userEvent.selectOptions(select, 'Double');
    await userEvent.type(price, '129');
    await userEvent.upload(canvas.getByLabelText(messages.RoomForm.photoLabel), await makePhoto());
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.saveRoom }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('status').textContent).toBe(messages.RoomForm.addSuccess);
    await expect(select).toHaveValue('');
    await expect(price).toHaveValue(null);
    await expect((canvas.getByLabelText(messages.RoomForm.photoLabel) as HTMLInputElement).files).toHaveLength(0);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    // No validation messages for the cleared fields.
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const AddFailed: Story = {
  args: { submitResult: 'error' },
  play: async ({ canvas, canvasElement, globals }) => {
    const messages = playMessages(globals);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(messages.RoomForm.addError);
    await expect(getComputedStyle(alert).borderLeftColor).toBe(themeColor(canvasElement, 'danger'));
  },
};

export const AddFailedWithServerMessage: Story = {
  args: { submitResult: 'error', error: 'Room price must be positive' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Room price must be positive');
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    defaultValues: { roomType: deluxe.roomType, roomPrice: deluxe.roomPrice },
    currentImageUrl: deluxe.imageUrl,
  },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const validation = storyMessages(globals, 'RoomValidation', roomValidationMessages);
    await expect(canvas.getByRole('heading', { level: 2, name: messages.RoomForm.editHeading })).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label })).toHaveValue('Deluxe');
    await expect(canvas.getByRole('spinbutton', { name: messages.RoomForm.roomPriceLabel })).toHaveValue(189);
    await expect(canvas.getByRole('img', { name: messages.RoomForm.currentPhotoAlt })).toHaveAttribute('src', deluxe.imageUrl);
    await expect(canvas.getByRole('link', { name: messages.RoomForm.editBackLink })).toHaveAttribute('href', '/existing-rooms');

    // Edit requires a new photo.
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.editHeading }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const file = canvas.getByLabelText(messages.RoomForm.photoLabel);
    await expect(file).toHaveAccessibleDescription(`${messages.RoomForm.photoDescription} ${messages.RoomValidation.photoRequired}`);
    await expect(file).toHaveFocus();

    // A cleared price is required (not sent as 0 for the server to refuse).
    const price = canvas.getByRole('spinbutton', { name: messages.RoomForm.roomPriceLabel });
    await userEvent.clear(price);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.editHeading }));
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toHaveAccessibleDescription(validation.roomPriceRequired);
    await expect(price).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Edit keeps decimals.
    await userEvent.type(price, '199.5');
    await userEvent.upload(file, await makePhoto('deluxe.png'));
    await expect(canvas.getByRole('img', { name: messages.RoomForm.previewAlt })).toBeInTheDocument();
    await expect(canvas.queryByRole('img', { name: messages.RoomForm.currentPhotoAlt })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.editHeading }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ roomType: 'Deluxe', roomPrice: '199.5', photo: expect.any(File), ...noFacts });
  },
};

export const EditSucceeded: Story = {
  args: { ...Edit.args, submitResult: 'success' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.RoomForm.editSuccess);
  },
};

export const EditFailed: Story = {
  args: { ...Edit.args, submitResult: 'error' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.RoomForm.editError);
  },
};

export const EditLoadFailed: Story = {
  args: { ...Edit.args, error: 'Error fetching room Request failed with status code 404' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error fetching room Request failed with status code 404');
  },
};

/**
 * The room types could not be loaded (the hotel unreachable): the app's text and Retry below the select, reached by
 * Tab from it and pressed with Enter. Focus goes back to the select, where the types will arrive; the price stays.
 */
export const RoomTypesLoadFailed: Story = {
  args: { roomTypes: [], roomTypesError: sectionStatusMessages.unreachable, onRetryRoomTypes: fn() },
  play: async ({ args, canvas, globals, userEvent }) => {
    const messages = playMessages(globals);
    const { label: roomTypeLabel, retry: retryLabel } = storyMessages(globals, 'RoomTypeSelect', roomTypeSelectMessages);
    await userEvent.type(canvas.getByRole('spinbutton', { name: messages.RoomForm.roomPriceLabel }), '150');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(sectionStatusMessages.unreachable);
    const select = canvas.getByRole('combobox', { name: roomTypeLabel });
    select.focus();
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: retryLabel })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetryRoomTypes).toHaveBeenCalledOnce();
    await expect(select).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole('spinbutton', { name: messages.RoomForm.roomPriceLabel })).toHaveValue(150);
  },
};

/** Description, bed type, size and amenities (a fieldset of checkboxes, each with its icon) go out with the room. */
export const WithRoomFacts: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const t = messages.RoomForm;
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label }), 'Twin');
    await userEvent.type(canvas.getByRole('spinbutton', { name: t.roomPriceLabel }), '150');
    const description = canvas.getByRole('textbox', { name: t.descriptionLabel });
    await expect(description).toHaveAccessibleDescription(t.descriptionHint);
    await userEvent.type(description, '  Quiet room.{Enter}{Enter}Garden view.  ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.bedTypeLabel }), 'twin');
    await userEvent.type(canvas.getByRole('spinbutton', { name: t.sizeLabel }), '18');
    const amenities = canvas.getByRole('group', { name: t.amenitiesLegend });
    await expect(within(amenities).getAllByRole('checkbox')).toHaveLength(roomAmenities.length);
    await userEvent.click(within(amenities).getByRole('checkbox', { name: messages.Amenities.seaView }));
    await userEvent.click(within(amenities).getByRole('checkbox', { name: messages.Amenities.wifi }));
    await userEvent.click(within(amenities).getByRole('checkbox', { name: messages.Amenities.parking }));
    await userEvent.click(within(amenities).getByRole('checkbox', { name: messages.Amenities.parking }));
    await userEvent.upload(canvas.getByLabelText(t.photoLabel), await makePhoto());
    await userEvent.click(canvas.getByRole('button', { name: t.saveRoom }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      roomType: 'Twin',
      roomPrice: '150',
      photo: expect.any(File),
      description: 'Quiet room.\n\nGarden view.',
      bedType: 'twin',
      sizeSquareMeters: '18',
      // In the kit's order, not the order they were ticked in.
      amenities: ['wifi', 'seaView'],
    });
  },
};

/** A size must be a whole number of square metres from 1 to 1000 (or nothing): the form says so and focuses it. */
export const SizeValidation: Story = {
  tags: ['test-only'],
  args: { mode: 'edit', defaultValues: { roomType: 'Deluxe', roomPrice: 189, sizeSquareMeters: 24, amenities: ['balcony'] } },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const size = canvas.getByRole('spinbutton', { name: messages.RoomForm.sizeLabel });
    await expect(size).toHaveValue(24);
    await expect(canvas.getByRole('checkbox', { name: messages.Amenities.balcony })).toBeChecked();
    await userEvent.upload(canvas.getByLabelText(messages.RoomForm.photoLabel), await makePhoto());
    await userEvent.clear(size);
    await userEvent.type(size, '0');
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.editRoom }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(size).toHaveAttribute('aria-invalid', 'true');
    await expect(size).toHaveAccessibleDescription(messages.RoomValidation.sizeInvalid);
    await expect(size).toHaveFocus();
    await userEvent.clear(size);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomForm.editRoom }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sizeSquareMeters: '', amenities: ['balcony'] }));
  },
};

/** Edit mode with the room's gallery: each photo with its alt text, order buttons and Delete; uploads with progress. */
export const Gallery: Story = {
  args: {
    mode: 'edit',
    defaultValues: { roomType: 'Deluxe', roomPrice: 189 },
    gallery: roomPhotos,
    uploads: [
      { id: 'a', name: 'terrace.jpg', progress: 40 },
      { id: 'b', name: 'lobby.png', progress: 100, failure: 'tooLarge' },
    ],
    onUpload: fn(),
    onDismissUpload: fn(),
    onReorder: fn(),
    onDelete: fn(),
    onAltChange: fn(),
  },
  play: async ({ canvas, globals }) => {
    const t = playMessages(globals).RoomForm;
    const gallery = canvas.getByRole('region', { name: t.galleryHeading });
    const rows = within(gallery).getAllByRole('listitem').slice(0, roomPhotos.length);
    await expect(rows.map((row) => within(row).getByRole('textbox').getAttribute('value'))).toEqual(roomPhotos.map((photo) => photo.alt));
    await expect(within(rows[1]!).getByRole('textbox')).toHaveAccessibleName(formatMessage(t.altLabel, { number: 2 }));
    // Move up / Move down / Delete say which photo they act on.
    await expect(within(rows[1]!).getByRole('button', { name: t.deletePhoto })).toHaveAccessibleDescription(formatMessage(t.galleryPhoto, { number: 2 }));
    await expect(within(rows[0]!).getByRole('button', { name: t.moveUp })).toBeDisabled();
    await expect(within(rows[3]!).getByRole('button', { name: t.moveDown })).toBeDisabled();
    const progress = within(gallery).getByRole('progressbar', { name: formatMessage(t.uploadProgress, { name: 'terrace.jpg' }) });
    await expect(progress).toHaveAttribute('value', '40');
    await expect(within(gallery).getByRole('alert')).toHaveTextContent(formatMessage(t.uploadTooLarge, { name: 'lobby.png' }));
  },
};

/** Move up / Move down: the new order at once, announced, sent; focus stays with the photo (on the other button at an end). */
export const GalleryKeyboardReorder: Story = {
  tags: ['test-only'],
  args: { ...Gallery.args, uploads: [] },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = playMessages(globals).RoomForm;
    const gallery = canvas.getByRole('region', { name: t.galleryHeading });
    const alts = () => within(gallery).getAllByRole('textbox').map((field) => (field as HTMLInputElement).value);
    const [first, second, third, fourth] = roomPhotos.map((photo) => photo.id) as [number, number, number, number];

    await userEvent.click(within(gallery).getAllByRole('button', { name: t.moveDown })[0]!);
    await expect(args.onReorder).toHaveBeenLastCalledWith([second, first, third, fourth]);
    await expect(alts()).toEqual([roomPhotos[1]!.alt, roomPhotos[0]!.alt, roomPhotos[2]!.alt, roomPhotos[3]!.alt]);
    await expect(gallery).toHaveTextContent(formatMessage(t.moved, { position: 2, count: 4 }));
    await waitFor(() => expect(within(gallery).getAllByRole('button', { name: t.moveDown })[1]).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenLastCalledWith([second, third, fourth, first]);
    // At the end Move down is disabled: focus is on the photo's Move up.
    await waitFor(() => expect(within(gallery).getAllByRole('button', { name: t.moveUp })[3]).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenLastCalledWith([second, third, first, fourth]);
    await expect(args.onReorder).toHaveBeenCalledTimes(4);
  },
};

/** Dragging a photo's handle with a pointer drops it where the pointer is released. */
export const GalleryDragReorder: Story = {
  tags: ['test-only'],
  args: { ...Gallery.args, uploads: [] },
  play: async ({ args, canvas, globals }) => {
    const t = playMessages(globals).RoomForm;
    const gallery = canvas.getByRole('region', { name: t.galleryHeading });
    const rows = within(gallery).getAllByRole('listitem');
    const middleOf = (row: HTMLElement) => row.getBoundingClientRect().top + row.getBoundingClientRect().height / 2;
    const handle = rows[0]!.querySelector('[aria-hidden="true"]')!;
    fireEvent.pointerDown(handle, { clientX: 10, clientY: middleOf(rows[0]!), isPrimary: true, button: 0, pointerId: 1 });
    await waitFor(() => expect(rows[0]).toHaveAttribute('data-dragging'));
    fireEvent.pointerMove(window, { clientX: 10, clientY: middleOf(rows[2]!) + 5, isPrimary: true, pointerId: 1 });
    fireEvent.pointerUp(window, { clientX: 10, clientY: middleOf(rows[2]!) + 5, isPrimary: true, pointerId: 1 });
    const ids = roomPhotos.map((photo) => photo.id);
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledWith([ids[1], ids[2], ids[0], ids[3]]));
    await expect(gallery).toHaveTextContent(formatMessage(t.moved, { position: 3, count: 4 }));
  },
};

/** Nothing is saved while a photo lacks alt text; an edited alt text goes out when its field is left. */
export const GalleryAltRequired: Story = {
  tags: ['test-only'],
  args: { ...Gallery.args, uploads: [], gallery: [roomPhotos[0]!, { ...roomPhotos[1]!, alt: '' }] },
  play: async ({ args, canvas, globals, userEvent }) => {
    const messages = playMessages(globals);
    const t = messages.RoomForm;
    await userEvent.upload(canvas.getByLabelText(t.photoLabel), await makePhoto());
    await userEvent.click(canvas.getByRole('button', { name: t.editRoom }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const alt = canvas.getByRole('textbox', { name: formatMessage(t.altLabel, { number: 2 }) });
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(alt).toHaveAccessibleDescription(`${t.altHint} ${messages.RoomValidation.altRequired}`);
    await expect(alt).toHaveFocus();
    await userEvent.type(alt, 'Desk by the window');
    await userEvent.tab();
    await expect(args.onAltChange).toHaveBeenCalledWith(roomPhotos[1]!.id, 'Desk by the window');
    await userEvent.click(canvas.getByRole('button', { name: t.editRoom }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    // Sent once, not again with the form.
    await expect(args.onAltChange).toHaveBeenCalledOnce();
  },
};

/**
 * A chosen file waits with a thumbnail and its own alt text field: Upload without alt text says so and stays; with it,
 * the file and its text go out and focus moves on. Files beyond twelve photos are left out. Delete sends the photo's id.
 */
export const GalleryUploadAndDelete: Story = {
  tags: ['test-only'],
  args: {
    ...Gallery.args,
    uploads: [],
    // Ten photos: room for two more.
    gallery: Array.from({ length: 10 }, (_, index) => ({ ...roomPhotos[index % 4]!, id: 200 + index })),
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const messages = playMessages(globals);
    const t = messages.RoomForm;
    const input = canvas.getByLabelText(t.addPhotosLabel);
    await userEvent.upload(input, [await makePhoto('one.png'), await makePhoto('two.png', 40), await makePhoto('three.png', 90)]);
    await expect(canvas.getByLabelText(t.addPhotosLabel)).toHaveAccessibleDescription(
      `${t.addPhotosHint} ${formatMessage(t.tooManyPhotos, { max: 12, count: 1 })}`,
    );
    // Full with the two waiting: no more files.
    await expect(canvas.getByLabelText(t.addPhotosLabel)).toBeDisabled();
    const gallery = canvas.getByRole('region', { name: t.galleryHeading });
    const firstUpload = within(gallery).getAllByRole('button', { name: t.uploadPhoto })[0]!;
    await expect(firstUpload).toHaveAccessibleDescription(formatMessage(t.pendingPhoto, { name: 'one.png' }));

    await userEvent.click(firstUpload);
    await expect(args.onUpload).not.toHaveBeenCalled();
    const firstAlt = canvas.getByRole('textbox', { name: formatMessage(t.pendingAltLabel, { name: 'one.png' }) });
    await expect(firstAlt).toHaveFocus();
    await expect(firstAlt).toHaveAccessibleDescription(`${t.altHint} ${messages.RoomValidation.altRequired}`);

    await userEvent.type(firstAlt, '  Balcony at dusk ');
    await userEvent.click(within(gallery).getAllByRole('button', { name: t.uploadPhoto })[0]!);
    await expect(args.onUpload).toHaveBeenCalledOnce();
    const [file, alt] = (args.onUpload as ReturnType<typeof fn>).mock.calls[0]!;
    await expect(file).toHaveProperty('name', 'one.png');
    await expect(alt).toBe('Balcony at dusk');
    // The next waiting photo's field takes focus.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: formatMessage(t.pendingAltLabel, { name: 'two.png' }) })).toHaveFocus());

    await userEvent.click(within(gallery).getByRole('button', { name: t.removePendingPhoto }));
    await expect(within(gallery).queryByRole('button', { name: t.uploadPhoto })).toBeNull();
    await waitFor(() => expect(canvas.getByLabelText(t.addPhotosLabel)).toHaveFocus());
    await expect(args.onUpload).toHaveBeenCalledOnce();

    await userEvent.click(within(gallery).getAllByRole('button', { name: t.deletePhoto })[2]!);
    await expect(args.onDelete).toHaveBeenCalledWith(202);
  },
};

/** Saving the room uploads the photos still waiting, and saves nothing while one of them lacks alt text. */
export const GallerySaveUploadsWaitingPhotos: Story = {
  tags: ['test-only'],
  args: { ...Gallery.args, uploads: [] },
  play: async ({ args, canvas, globals, userEvent }) => {
    const messages = playMessages(globals);
    const t = messages.RoomForm;
    await userEvent.upload(canvas.getByLabelText(t.photoLabel), await makePhoto());
    await userEvent.upload(canvas.getByLabelText(t.addPhotosLabel), await makePhoto('garden.png', 120));
    await userEvent.click(canvas.getByRole('button', { name: t.editRoom }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const alt = canvas.getByRole('textbox', { name: formatMessage(t.pendingAltLabel, { name: 'garden.png' }) });
    await expect(alt).toHaveFocus();
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(alt, 'Garden seen from the bed');
    await expect(alt).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.editRoom }));
    await expect(args.onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'garden.png' }), 'Garden seen from the bed');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** Each failure in the kit's words; Dismiss takes an upload off and focus moves on; a failed gallery change says why. */
export const GalleryFailures: Story = {
  tags: ['test-only'],
  args: {
    ...Gallery.args,
    uploads: [
      { id: 'a', name: 'huge.jpg', progress: 100, failure: 'tooLarge' },
      { id: 'b', name: 'notes.jpg', progress: 100, failure: 'notAnImage' },
      { id: 'c', name: 'bomb.png', progress: 100, failure: 'unreadable' },
      { id: 'd', name: 'extra.jpg', progress: 100, failure: 'galleryFull' },
      { id: 'e', name: 'offline.jpg', progress: 10, failure: 'unreachable' },
      { id: 'f', name: 'odd.jpg', progress: 100, failure: 'failed' },
    ],
    galleryFailure: 'changed',
  },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = playMessages(globals).RoomForm;
    const gallery = canvas.getByRole('region', { name: t.galleryHeading });
    await expect(within(gallery).getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      t.galleryChanged,
      formatMessage(t.uploadTooLarge, { name: 'huge.jpg' }),
      formatMessage(t.uploadNotAnImage, { name: 'notes.jpg' }),
      formatMessage(t.uploadUnreadable, { name: 'bomb.png' }),
      formatMessage(t.uploadGalleryFull, { name: 'extra.jpg', max: 12 }),
      formatMessage(t.uploadUnreachable, { name: 'offline.jpg' }),
      formatMessage(t.uploadFailed, { name: 'odd.jpg' }),
    ]);
    await userEvent.click(within(gallery).getAllByRole('button', { name: t.dismissUpload })[1]!);
    await expect(args.onDismissUpload).toHaveBeenCalledWith('b');
  },
};

/** Dismissed by keyboard, an upload leaves and focus lands on the next one's Dismiss. */
export const GalleryDismissMovesFocus: Story = {
  tags: ['test-only'],
  render: function Render(args) {
    const [uploads, setUploads] = useState(args.uploads ?? []);
    return <RoomForm {...args} uploads={uploads} onDismissUpload={(id) => setUploads((list) => list.filter((upload) => upload.id !== id))} />;
  },
  args: { ...GalleryFailures.args, galleryFailure: undefined },
  play: async ({ canvas, globals, userEvent }) => {
    const t = playMessages(globals).RoomForm;
    const gallery = canvas.getByRole('region', { name: t.galleryHeading });
    within(gallery).getAllByRole('button', { name: t.dismissUpload })[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(gallery).getAllByRole('button', { name: t.dismissUpload })).toHaveLength(5));
    await expect(within(gallery).getAllByRole('button', { name: t.dismissUpload })[0]).toHaveFocus();
    await expect(gallery).not.toHaveTextContent('huge.jpg');
  },
};

export const SeasideBrand: Story = { ...AddValidation, globals: { brand: 'seaside' } };

export const SeasideBrandGallery: Story = { ...Gallery, globals: { brand: 'seaside' } };
