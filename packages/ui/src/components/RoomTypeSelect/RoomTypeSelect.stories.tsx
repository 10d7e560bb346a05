import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { roomTypes } from '../../fixtures/rooms';
import { storyMessages, playMessages } from '../../stories/storyMessages';
import { RoomTypeSelect, type RoomTypeSelectProps } from './RoomTypeSelect';
import { roomTypeSelectMessages } from './RoomTypeSelect.messages';

/** Wired to state, as a form uses it: the selection follows the events. */
function Controlled(args: RoomTypeSelectProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RoomTypeSelect
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Components/RoomTypeSelect',
  component: RoomTypeSelect,
  args: { roomTypes, value: '', onChange: fn(), onRoomTypesChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RoomTypeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const select = canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label });
    await expect(select).toHaveValue('');
    const options = within(select).getAllByRole('option').map((option) => option.textContent);
    await expect(options).toEqual([messages.RoomTypeSelect.placeholder, messages.RoomTypeSelect.addNew, ...roomTypes]);
    await userEvent.selectOptions(select, 'Twin');
    await expect(args.onChange).toHaveBeenLastCalledWith('Twin');
    await expect(select).toHaveValue('Twin');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const Selected: Story = { args: { value: 'Deluxe' } };

/** 'Add New' reveals a text box and an Add button; Add appends the type locally and selects it. */
export const AddNewType: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const select = canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label });
    await userEvent.selectOptions(select, messages.RoomTypeSelect.addNew);
    const input = canvas.getByRole('textbox', { name: messages.RoomTypeSelect.newTypeLabel });
    await expect(input).toHaveAttribute('placeholder', messages.RoomTypeSelect.newTypePlaceholder);
    await userEvent.type(input, '  Garden Villa ');
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomTypeSelect.addButton }));

    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(select).toHaveValue('Garden Villa');
    await expect(select).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('Garden Villa');
    await expect(args.onRoomTypesChange).toHaveBeenCalledWith([...roomTypes, 'Garden Villa']);
    await expect(within(select).getAllByRole('option').at(-1)).toHaveTextContent('Garden Villa');
  },
};

/** Keyboard only: Enter in the text box adds (and never submits a surrounding form); Escape cancels. */
export const AddNewByKeyboard: Story = {
  args: { value: 'Single' },
  render: (args) => {
    const onSubmit = args.onRoomTypesChange;
    return (
      <form
        aria-label="Search"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(['form submitted']);
        }}
      >
        <Controlled {...args} />
      </form>
    );
  },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const select = canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label });
    await userEvent.selectOptions(select, messages.RoomTypeSelect.addNew);
    // Choosing 'Add New' clears the selection until a type is added.
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: messages.RoomTypeSelect.newTypeLabel });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Loft{Enter}');
    await expect(select).toHaveValue('Loft');
    await expect(select).toHaveFocus();
    await expect(args.onRoomTypesChange).toHaveBeenCalledOnce();
    await expect(args.onRoomTypesChange).toHaveBeenCalledWith([...roomTypes, 'Loft']);

    await userEvent.selectOptions(select, messages.RoomTypeSelect.addNew);
    await userEvent.tab();
    await userEvent.keyboard('Nothing{Escape}');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(select).toHaveFocus();
    await expect(select).toHaveValue('');
    await expect(within(select).queryByRole('option', { name: 'Nothing' })).not.toBeInTheDocument();
  },
};

export const AddEmptyType: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label }), messages.RoomTypeSelect.addNew);
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomTypeSelect.addButton }));
    const input = canvas.getByRole('textbox', { name: messages.RoomTypeSelect.newTypeLabel });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(messages.RoomTypeSelect.newTypeRequired);
    await expect(args.onRoomTypesChange).not.toHaveBeenCalled();
    await userEvent.type(input, 'S');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** Adding a type that exists (in any case) selects the existing one instead of duplicating it. */
export const AddExistingType: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const select = canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label });
    await userEvent.selectOptions(select, messages.RoomTypeSelect.addNew);
    await userEvent.type(canvas.getByRole('textbox', { name: messages.RoomTypeSelect.newTypeLabel }), 'family suite');
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomTypeSelect.addButton }));
    await expect(select).toHaveValue('Family Suite');
    await expect(args.onRoomTypesChange).not.toHaveBeenCalled();
    await expect(within(select).getAllByRole('option')).toHaveLength(roomTypes.length + 2);
  },
};

/** As the admin room form shows it: 'Please select a room type.' linked to the select. */
export const WithError: Story = {
  args: { error: 'Please select a room type.', isRequired: true },
  play: async ({ args, canvas, globals }) => {
    const messages = playMessages(globals);
    const select = canvas.getByRole('combobox', { name: messages.RoomTypeSelect.label });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(args.error);
  },
};

export const NoTypesYet: Story = {
  args: { roomTypes: [] },
  play: async ({ canvas, globals }) => {
    const t = storyMessages(globals, 'RoomTypeSelect', roomTypeSelectMessages);
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([t.placeholder, t.addNew]);
  },
};

export const Disabled: Story = { args: { isDisabled: true, value: 'Double' } };

/**
 * The types could not be loaded (the hotel unreachable): the app's text and Retry under the select, reached by Tab and
 * pressed with Enter; focus goes back to the select, where the types will arrive. 'Add New' still works.
 */
export const LoadFailed: Story = {
  args: { roomTypes: [], loadError: "We couldn't reach the hotel. Check your connection and try again.", onRetry: fn() },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = storyMessages(globals, 'RoomTypeSelect', roomTypeSelectMessages);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(args.loadError!);
    const select = canvas.getByRole('combobox', { name: t.label });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: t.retry })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, t.addNew);
    await expect(canvas.getByRole('textbox', { name: t.newTypeLabel })).toBeInTheDocument();
  },
};

/** Without `onRetry`, the failure alone. */
export const LoadFailedWithoutRetry: Story = {
  tags: ['test-only'],
  args: { roomTypes: [], loadError: 'Error fetching room types' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Error fetching room types');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const SeasideBrand: Story = { ...AddNewType, globals: { brand: 'seaside' } };
