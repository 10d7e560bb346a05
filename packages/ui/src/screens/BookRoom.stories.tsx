import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { detailedRoom as room } from '../fixtures/rooms';
import { ReservationForm } from '../sections/ReservationForm';
import { reservationFormMessages } from '../sections/ReservationForm/ReservationForm.messages';
import { ReservationSummary } from '../sections/ReservationSummary';
import { RoomDetails } from '../sections/RoomDetails';
import { roomGalleryMessages } from '../sections/RoomGallery/RoomGallery.messages';
import { SplitLayout } from '../templates/SplitLayout';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { storyMessages } from '../stories/storyMessages';

/** Book Room (/book-room/:id): the room details beside the reservation form, then the summary to confirm. */
const meta = {
  title: 'Screens/Book Room',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isLoggedIn currentHref={storyHrefs.bookRoom(room.id)}>
      <SplitLayout
        start={<RoomDetails status="ready" room={room} headingLevel={1} />}
        end={<ReservationForm today="2026-12-01" onContinue={fn()} />}
      />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    const main = await expectScreenFrame(canvasElement, globals);
    const heading = storyMessages(globals, 'ReservationForm', reservationFormMessages).heading;
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    // The room's gallery, its first photo read out and loaded first.
    const gallery = main.getByRole('region', { name: storyMessages(globals, 'RoomGallery', roomGalleryMessages).label });
    await expect(within(gallery).getByRole('img')).toHaveAccessibleName(room.photos![0]!.alt);
  },
};

/** After Continue: the summary with the total, to confirm or edit. */
export const Summary: Story = {
  render: () => (
    <ScreenShell isLoggedIn currentHref={storyHrefs.bookRoom(room.id)}>
      <SplitLayout
        start={<RoomDetails status="ready" room={room} headingLevel={1} />}
        end={
          <ReservationSummary
            reservation={{
              guestFullName: 'Ada Lovelace',
              guestEmail: 'ada@example.com',
              checkInDate: '2026-12-18',
              checkOutDate: '2026-12-21',
              numOfAdults: 2,
              numOfChildren: 1,
            }}
            pricePerNight={room.roomPrice}
            onConfirm={fn()}
            onEdit={fn()}
          />
        }
      />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    const main = await expectScreenFrame(canvasElement, globals);
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
