import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, within } from 'storybook/test';
import { rooms, roomTypes } from '../../fixtures/rooms';
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
    await expect(args.onSubmit).toHaveBeenCalledWith({ roomType: 'Twin', roomPrice: '150', photo: expect.any(File) });
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
    await expect(file).toHaveAccessibleDescription('A JPEG, PNG or WebP image. Please choose a room photo.');
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
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ roomType: 'Deluxe', roomPrice: '150', photo: expect.any(File) });
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
  play: async ({ canvas }) => {
    // Spelled so, with two spaces.
    await expect(canvas.getByRole('status').textContent).toBe('A new room was  added successfully !');
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
    await expect(canvas.getByRole('status').textContent).toBe('A new room was  added successfully !');
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
    await expect(file).toHaveAccessibleDescription('A JPEG, PNG or WebP image. Please choose a room photo.');
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
    await expect(args.onSubmit).toHaveBeenCalledWith({ roomType: 'Deluxe', roomPrice: '199.5', photo: expect.any(File) });
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

export const SeasideBrand: Story = { ...AddValidation, globals: { brand: 'seaside' } };
