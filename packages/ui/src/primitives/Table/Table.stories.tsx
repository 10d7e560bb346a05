import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Table, TableBody, TableCell, TableEmptyRow, TableHead, TableHeaderCell, TableRow } from './Table';

const rooms = [
  { id: 1, roomType: 'Single', roomPrice: '$90' },
  { id: 2, roomType: 'Double', roomPrice: '$150' },
  { id: 3, roomType: 'Suite', roomPrice: '$320' },
];

const meta = {
  title: 'Primitives/Table',
  component: Table,
  args: { caption: 'Existing Rooms' },
  render: (args) => (
    <Table {...args}>
      <TableHead>
        <TableRow>
          <TableHeaderCell align="end">ID</TableHeaderCell>
          <TableHeaderCell>Room Type</TableHeaderCell>
          <TableHeaderCell align="end">Room Price</TableHeaderCell>
          <TableHeaderCell>Actions</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rooms.map((room) => (
          <TableRow key={room.id}>
            <TableCell align="end">{room.id}</TableCell>
            <TableCell>{room.roomType}</TableCell>
            <TableCell align="end">{room.roomPrice}</TableCell>
            <TableCell>
              <Button size="sm" variant="danger">
                Delete
              </Button>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  ),
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Existing Rooms' });
    await expect(table).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Existing Rooms' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'ID',
      'Room Type',
      'Room Price',
      'Actions',
    ]);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Existing Rooms' })).toBeInTheDocument();
    await expect(canvas.getByText('Existing Rooms').getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

export const Empty: Story = {
  args: { caption: 'Existing Bookings' },
  render: (args) => (
    <Table {...args}>
      <TableHead>
        <TableRow>
          <TableHeaderCell>Booking ID</TableHeaderCell>
          <TableHeaderCell>Guest Name</TableHeaderCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableEmptyRow colSpan={2}>No booking found for the selected dates</TableEmptyRow>
      </TableBody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: 'No booking found for the selected dates' })).toHaveAttribute(
      'colspan',
      '2',
    );
  },
};

const bookingColumns = [
  'S/N',
  'Booking ID',
  'Room ID',
  'Room Type',
  'Check-In Date',
  'Check-Out Date',
  'Guest Name',
  'Guest Email',
  'Adults',
  'Children',
  'Total Guest',
  'Confirmation Code',
];

export const WideScrollsSideways: Story = {
  args: { caption: 'Existing Bookings' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Table {...args}>
        <TableHead>
          <TableRow>
            {bookingColumns.map((column) => (
              <TableHeaderCell key={column}>{column}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow>
            {['1', '12', '3', 'Suite', '2025-12-30', '2026-01-02', 'Ada Lovelace', 'ada@example.com', '2', '0', '2', '0473921'].map(
              (value, index) => (
                <TableCell key={bookingColumns[index]}>{value}</TableCell>
              ),
            )}
          </TableRow>
        </TableBody>
      </Table>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('region', { name: 'Existing Bookings' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.tab();
    await expect(region).toHaveFocus();
  },
};

export const SeasideBrand: Story = { globals: { brand: 'seaside' } };
