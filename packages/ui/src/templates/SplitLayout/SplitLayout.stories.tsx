import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { room } from '../../fixtures/rooms';
import { RoomDetails } from '../../sections/RoomDetails';
import { ReservationForm } from '../../sections/ReservationForm';
import { playMessages } from '../../stories/storyMessages';
import { SplitLayout } from './SplitLayout';

const meta = {
  title: 'Layout/SplitLayout',
  component: SplitLayout,
  args: {
    start: <RoomDetails status="ready" room={room} />,
    end: <ReservationForm today="2026-12-01" defaultValues={{ guestEmail: 'ada@example.com' }} onContinue={() => {}} />,
  },
} satisfies Meta<typeof SplitLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The room page: details beside the reservation form on wide screens. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const details = canvas.getByRole('img').getBoundingClientRect();
    const formElement = canvas.getByRole('form', { name: playMessages(globals).ReservationForm.heading });
    const form = formElement.getBoundingClientRect();
    const isWide = canvasElement.ownerDocument.defaultView!.matchMedia('(min-width: 64em)').matches;
    if (isWide) {
      // Side by side: the form's column comes after the details in the reading direction (to their left right to left).
      if (getComputedStyle(formElement).direction === 'rtl') await expect(form.right).toBeLessThanOrEqual(details.left);
      else await expect(form.left).toBeGreaterThanOrEqual(details.right);
    } else {
      // Stacked: the form comes below the details.
      await expect(form.top).toBeGreaterThanOrEqual(details.bottom);
    }
  },
};

export const SeasideBrand: Story = { globals: { brand: 'seaside' } };
