import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { de } from '../../locales/de';
import { HotelUiProvider } from '../../provider/HotelUiProvider';
import { storyBrand } from '../../stories/brands';
import { storyMessages } from '../../stories/storyMessages';
import { DateField } from './DateField';
import { dateFieldMessages } from './DateField.messages';

const meta = {
  title: 'Primitives/DateField',
  component: DateField,
  args: { label: 'Check-in date', name: 'checkInDate', onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** English: typed as MM/DD/YYYY, emitted as YYYY-MM-DD; leaving the field writes the date out in the pattern. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const t = storyMessages(globals, 'DateField', dateFieldMessages);
    const input = canvas.getByRole('textbox', { name: 'Check-in date' });
    await expect(input).toHaveAttribute('placeholder', t.placeholder);
    await userEvent.type(input, '12/31');
    await expect(args.onChange).toHaveBeenLastCalledWith('12/31');
    await userEvent.type(input, '/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-12-31');
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '2/1/2027');
    await userEvent.tab();
    await expect(input).toHaveValue('02/01/2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-02-01');
  },
};

/** German: TT.MM.JJJJ as the placeholder, typed as dd.MM.yyyy. */
export const German: Story = {
  render: (args, { globals }) => (
    <HotelUiProvider brand={storyBrand(globals)} locale={de}>
      <DateField {...args} label="Anreisedatum" />
    </HotelUiProvider>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Anreisedatum' });
    await expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(input, '1.2.2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-02-01');
    await userEvent.tab();
    await expect(input).toHaveValue('01.02.2027');
    await userEvent.clear(input);
    // The 31st of February is no date: the text goes out as typed, for the form to call invalid.
    await userEvent.type(input, '31.02.2027');
    await expect(args.onChange).toHaveBeenLastCalledWith('31.02.2027');
  },
};

export const Playground: Story = { args: { description: 'Arrival from 2 pm.' } };

export const WithValue: Story = {
  args: { label: 'Check-out date', value: '2026-01-02', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('01/02/2026');
  },
};

export const WithError: Story = {
  args: { label: 'Check-out date', error: 'Check-out date must be after check-in date' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Check-out date must be after check-in date');
  },
};

export const SeasideBrand: Story = { ...WithError, globals: { brand: 'seaside' } };
