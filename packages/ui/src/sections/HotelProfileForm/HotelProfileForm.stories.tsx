import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { hotelProfile } from '../../fixtures/hotelProfile';
import { formatMessage } from '../../messages/Message';
import { playMessages } from '../../stories/storyMessages';
import { HotelProfileForm } from './HotelProfileForm';

const meta = {
  title: 'Admin/HotelProfileForm',
  component: HotelProfileForm,
  args: { defaultValues: hotelProfile, onSubmit: fn() },
} satisfies Meta<typeof HotelProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every field labelled and filled from the stored profile; a save sends the values trimmed, the currency in capitals. */
export const Default: Story = {
  play: async ({ args, canvas, globals, userEvent }) => {
    const { HotelProfileForm: t, LanguageSwitch: languages } = playMessages(globals);
    await expect(canvas.getByRole('region', { name: t.heading })).toBeVisible();
    await expect(canvas.getByRole('form', { name: t.heading })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.nameLabel })).toHaveValue(hotelProfile.name);
    await expect(canvas.getByRole('textbox', { name: t.addressLabel })).toHaveValue(hotelProfile.address);
    await expect(canvas.getByRole('textbox', { name: t.phoneLabel })).toHaveValue(hotelProfile.phone);
    await expect(canvas.getByRole('textbox', { name: t.contactEmailLabel })).toHaveValue(hotelProfile.contactEmail);
    await expect(canvas.getByRole('textbox', { name: t.currencyLabel })).toHaveAccessibleDescription(t.currencyHint);
    await expect(canvas.getByRole('textbox', { name: t.timeZoneLabel })).toHaveValue(hotelProfile.timeZone);
    await expect(canvas.getByRole('textbox', { name: t.checkInTimeLabel })).toHaveValue('14:00');
    await expect(canvas.getByRole('textbox', { name: t.checkOutTimeLabel })).toHaveValue('11:00');
    await expect(canvas.getByRole('textbox', { name: t.cancellationPolicyLabel })).toHaveValue(hotelProfile.cancellationPolicy);

    const name = canvas.getByRole('textbox', { name: t.nameLabel });
    await userEvent.clear(name);
    await userEvent.type(name, '  Seaside Inn ');
    const currency = canvas.getByRole('textbox', { name: t.currencyLabel });
    await userEvent.clear(currency);
    await userEvent.type(currency, 'eur');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t.defaultLanguageLabel }), languages.de);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ ...hotelProfile, name: 'Seaside Inn', currency: 'EUR', defaultLanguage: 'de' });
  },
};

/** The form's own checks: each under its field, the first focused, nothing sent; fixing a field clears its text. */
export const Validation: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, globals, userEvent }) => {
    const { HotelProfileForm: t, HotelProfileValidation: vm } = playMessages(globals);
    await userEvent.clear(canvas.getByRole('textbox', { name: t.nameLabel }));
    await userEvent.clear(canvas.getByRole('textbox', { name: t.currencyLabel }));
    await userEvent.type(canvas.getByRole('textbox', { name: t.currencyLabel }), 'EURO');
    await userEvent.clear(canvas.getByRole('textbox', { name: t.checkInTimeLabel }));
    await userEvent.type(canvas.getByRole('textbox', { name: t.checkInTimeLabel }), '2pm{Enter}');

    const name = canvas.getByRole('textbox', { name: t.nameLabel });
    await expect(name).toHaveFocus();
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription(`${t.nameHint} ${vm.nameRequired}`);
    await expect(canvas.getByRole('textbox', { name: t.currencyLabel })).toHaveAccessibleDescription(`${t.currencyHint} ${vm.currencyInvalid}`);
    await expect(canvas.getByRole('textbox', { name: t.checkInTimeLabel })).toHaveAccessibleDescription(`${t.timeHint} ${vm.timeInvalid}`);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(name, 'x'.repeat(101));
    await expect(name).toHaveAccessibleDescription(`${t.nameHint} ${formatMessage(vm.tooLong, { max: 100 })}`);
    await userEvent.clear(name);
    await userEvent.type(name, 'Seaside Inn');
    await expect(name).toBeValid();
  },
};

/** The server's refusals (from the app, by field): shown under their fields, the first focused, until edited. */
export const ServerErrors: Story = {
  args: {
    errors: { currency: 'The hotel does not know the currency XYZ.', timeZone: 'The hotel does not know the time zone Mars/Olympus.' },
    defaultValues: { ...hotelProfile, currency: 'XYZ', timeZone: 'Mars/Olympus' },
  },
  play: async ({ canvas, globals, userEvent }) => {
    const { HotelProfileForm: t } = playMessages(globals);
    const currency = canvas.getByRole('textbox', { name: t.currencyLabel });
    await expect(currency).toHaveFocus();
    await expect(currency).toHaveAccessibleDescription(`${t.currencyHint} The hotel does not know the currency XYZ.`);
    await expect(canvas.getByRole('textbox', { name: t.timeZoneLabel })).toBeInvalid();
    await userEvent.clear(currency);
    await userEvent.type(currency, 'EUR');
    await expect(currency).toBeValid();
    await expect(canvas.getByRole('textbox', { name: t.timeZoneLabel })).toBeInvalid();
  },
};

export const Saving: Story = {
  args: { isSaving: true },
  play: async ({ args, canvas, globals, userEvent }) => {
    const { HotelProfileForm: t } = playMessages(globals);
    const save = canvas.getByRole('button', { name: t.save });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Saved: Story = {
  args: { showSaved: true },
  play: async ({ canvas, globals }) => {
    const { HotelProfileForm: t } = playMessages(globals);
    await expect(canvas.getByRole('status')).toHaveTextContent(t.saved);
  },
};

/** A failure about no one field (the hotel could not be reached): the app's text, as is. */
export const SaveFailed: Story = {
  args: { error: 'The hotel could not be reached. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The hotel could not be reached. Please try again.');
  },
};

export const German: Story = { ...Default, globals: { locale: 'de' } };

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
