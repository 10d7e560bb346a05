/// <reference types="msw-storybook-addon/types" />
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  getGetAllBookingsMockHandler,
  getGetAllRoomsMockHandler,
  getGetBookingsByUserIdMockHandler,
  getGetHealthMockHandler,
  getGetRoomBookedNightsMockHandler,
  getGetRoomByIdMockHandler,
  getGetRoomRatesMockHandler,
  getGetRoomTypesMockHandler,
  getGetUserMockHandler,
} from '@hotel/api-client/mocks';
import { clearSession } from '../session/session';
import { confirmedBooking, gardenSingle, hotelToday, oceanSuite } from '../test/fixtures';
import { logInAs, userEmail } from '../test/logInAs';
import { AppScreen } from './AppScreen';

/**
 * The app's screens as they load: each story renders the whole app (routes, loaders, guards, the generated client)
 * at one address, and the client's generated MSW handlers answer with the data below. The kit's own page stories
 * (Screens/…) compose the same sections from fixtures; these show that the app wires them to the API.
 */
const meta = {
  title: 'App/Screens with the API',
  // One screen per story: a docs page would render them all at once against one worker and one session.
  tags: ['!autodocs'],
  beforeEach({ msw }) {
    const recordApiCall = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.startsWith('/api/')) unansweredApiCalls.push(`${request.method} ${request.url}`);
    };
    msw.events.on('request:unhandled', recordApiCall);
    msw.use(
      getGetHealthMockHandler({ status: 'ok', today: hotelToday }),
      // Before the room by id: '*/rooms/room/:id' would match '/rooms/room/types' too.
      getGetRoomTypesMockHandler([oceanSuite.roomType, gardenSingle.roomType]),
      getGetAllRoomsMockHandler([oceanSuite, gardenSingle]),
      getGetRoomByIdMockHandler(oceanSuite),
    );
    return () => {
      msw.events.removeListener('request:unhandled', recordApiCall);
      unansweredApiCalls.length = 0;
      clearSession();
    };
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** API calls no handler of the story answered (MSW would let them through to the dev server and a 404). */
const unansweredApiCalls: string[] = [];

/** The screen's play, then: every API call the screen made so far had a handler, so no read failed quietly. */
const everyCallAnswered =
  (play: NonNullable<Story['play']>): Story['play'] =>
  async (context) => {
    await play(context);
    await expect(unansweredApiCalls).toEqual([]);
  };

const ada = { id: 1, email: userEmail, firstName: 'Ada', lastName: 'Lovelace', roles: [{ id: 1, name: 'ROLE_USER' }], preferredLanguage: null };

export const Home: Story = {
  render: () => <AppScreen path="/" />,
  play: everyCallAnswered(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: oceanSuite.roomType })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: gardenSingle.roomType })).toBeVisible();
    await expect(await canvas.findByRole('option', { name: gardenSingle.roomType })).toBeInTheDocument();
  }),
};

export const BrowseAllRooms: Story = {
  render: () => <AppScreen path="/browse-all-rooms" />,
  play: everyCallAnswered(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: oceanSuite.roomType })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: gardenSingle.roomType })).toBeVisible();
  }),
};

export const BookRoom: Story = {
  beforeEach({ msw }) {
    msw.use(
      getGetRoomBookedNightsMockHandler({
        roomId: oceanSuite.id,
        from: hotelToday,
        to: '2100-01-01',
        bookedNights: [{ start: '2099-01-10', end: '2099-01-14' }],
      }),
      // The calendar shows the room's closed nights and minimum stays: none here.
      getGetRoomRatesMockHandler({ weekdayPrices: {}, seasons: [], closures: [] }),
    );
    logInAs('user');
  },
  render: () => <AppScreen path={`/book-room/${oceanSuite.id}`} />,
  play: everyCallAnswered(async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: oceanSuite.roomType })).toBeVisible();
    // The reservation form is filled in with the signed-in guest's address.
    await expect(await canvas.findByDisplayValue(userEmail)).toBeInTheDocument();
  }),
};

export const Profile: Story = {
  beforeEach({ msw }) {
    msw.use(getGetUserMockHandler(ada), getGetBookingsByUserIdMockHandler([confirmedBooking]));
    logInAs('user');
  },
  render: () => <AppScreen path="/profile" />,
  play: everyCallAnswered(async ({ canvas }) => {
    await expect(await canvas.findByText(ada.lastName)).toBeVisible();
    await expect(await canvas.findByText(confirmedBooking.bookingConfirmationCode)).toBeVisible();
  }),
};

export const ExistingRooms: Story = {
  beforeEach: () => logInAs('admin'),
  render: () => <AppScreen path="/existing-rooms" />,
  play: everyCallAnswered(async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(await within(table).findByText(oceanSuite.roomType)).toBeVisible();
    await expect(within(table).getByText(gardenSingle.roomType)).toBeVisible();
  }),
};

export const EditRoom: Story = {
  beforeEach: () => logInAs('admin'),
  render: () => <AppScreen path={`/edit-room/${oceanSuite.id}`} />,
  play: everyCallAnswered(async ({ canvas }) => {
    // The form holds the loaded room's price.
    await expect(await canvas.findByDisplayValue(String(oceanSuite.roomPrice))).toBeVisible();
  }),
};

export const ExistingBookings: Story = {
  beforeEach({ msw }) {
    msw.use(getGetAllBookingsMockHandler([confirmedBooking]));
    logInAs('admin');
  },
  render: () => <AppScreen path="/existing-bookings" />,
  play: everyCallAnswered(async ({ canvas }) => {
    const table = await canvas.findByRole('table');
    await expect(await within(table).findByText(confirmedBooking.bookingConfirmationCode)).toBeVisible();
  }),
};
