import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { roomTypes, rooms, placeholderImageUrl } from '../fixtures/rooms';
import { Stack } from '../primitives/Stack';
import { HomeHero } from '../sections/HomeHero';
import { RoomCarousel } from '../sections/RoomCarousel';
import { roomCarouselMessages } from '../sections/RoomCarousel/RoomCarousel.messages';
import { RoomSearchForm } from '../sections/RoomSearchForm';
import { ServicesList } from '../sections/ServicesList';
import { servicesListMessages } from '../sections/ServicesList/ServicesList.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { playMessages, storyMessages } from '../stories/storyMessages';

/** The home page: welcome, room search, the rooms carousel and the services. */
const meta = {
  title: 'Screens/Home',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function HomeScreen({ userId }: { userId?: string }) {
  return (
    <ScreenShell currentHref={storyHrefs.home} isLoggedIn={userId !== undefined}>
      <Stack gap={6}>
        <HomeHero userId={userId} />
        <RoomSearchForm today="2026-12-01" roomTypes={roomTypes} onSearch={fn()} onClear={fn()} />
        <RoomCarousel
          rooms={rooms}
          browseAllHref={storyHrefs.browseAllRooms}
          getBookHref={storyHrefs.bookRoom}
          placeholderImageUrl={placeholderImageUrl}
        />
        <ServicesList />
      </Stack>
    </ScreenShell>
  );
}

export const Default: Story = {
  render: () => <HomeScreen />,
  play: async ({ canvasElement, globals }) => {
    const main = await expectScreenFrame(canvasElement, globals);
    await expect(main.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const search = main.getByRole('search');
    // Each date field's calendar button, whose code loads on demand: waited for, so the screen is shown complete.
    await expect(await within(search).findAllByRole('button', { name: playMessages(globals).DateFieldCalendar.openCalendar })).toHaveLength(2);
    await expect(main.getByRole('link', { name: storyMessages(globals, 'RoomCarousel', roomCarouselMessages).browseAllRooms })).toHaveAttribute(
      'href',
      storyHrefs.browseAllRooms,
    );
    await expect(main.getByRole('region', { name: storyMessages(globals, 'ServicesList', servicesListMessages).heading })).toBeVisible();
  },
};

export const LoggedIn: Story = { ...Default, render: () => <HomeScreen userId="ada@example.com" /> };

export const Phone: Story = { ...Default, globals: { viewport: { value: 'mobile1', isRotated: false } } };
