import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { rooms } from '../../fixtures/rooms';
import { RoomFilter, type RoomFilterProps } from './RoomFilter';
import { playMessages } from '../../stories/storyMessages';

function Controlled(args: RoomFilterProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RoomFilter
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
      onClear={() => {
        setValue('');
        args.onClear();
      }}
    />
  );
}

const meta = {
  title: 'Components/RoomFilter',
  component: RoomFilter,
  // Every room's type, duplicates included: the filter shows each type once.
  args: { roomTypes: rooms.map((room) => room.roomType), value: '', onChange: fn(), onClear: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RoomFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    const select = canvas.getByRole('combobox', { name: messages.RoomFilter.label });
    await expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual([
      messages.RoomFilter.placeholder,
      'Single',
      'Double',
      'Twin',
      'Deluxe',
      'Family Suite',
      'Penthouse Suite',
    ]);
    await userEvent.selectOptions(select, 'Deluxe');
    await expect(args.onChange).toHaveBeenLastCalledWith('Deluxe');
    await userEvent.click(canvas.getByRole('button', { name: messages.RoomFilter.clearFilter }));
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(select).toHaveValue('');
  },
};

export const Filtered: Story = {
  args: { value: 'Twin' },
  play: async ({ canvas, globals }) => {
    const messages = playMessages(globals);
    await expect(canvas.getByRole('combobox', { name: messages.RoomFilter.label })).toHaveValue('Twin');
  },
};

/** Choosing the empty first option removes the filter too. */
export const EmptyChoice: Story = {
  args: { value: 'Double' },
  play: async ({ args, canvas, userEvent, globals }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox'), playMessages(globals).RoomFilter.placeholder);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};

export const KeyboardOperable: Story = {
  tags: ['test-only'],
  args: { value: 'Twin' },
  play: async ({ args, canvas, userEvent, globals }) => {
    const messages = playMessages(globals);
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: messages.RoomFilter.label })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: messages.RoomFilter.clearFilter })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClear).toHaveBeenCalledOnce();
  },
};

export const NoRooms: Story = { args: { roomTypes: [] } };

export const SeasideBrand: Story = { ...Default, globals: { brand: 'seaside' } };
