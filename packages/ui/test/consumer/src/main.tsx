// Another hotel's page, built from the packed kit: its own brand, the German locale pack, euros.
import { version } from 'react';
import { createRoot } from 'react-dom/client';
import {
  BookingInfo,
  de,
  defaultBrand,
  defineBrand,
  HotelUiProvider,
  RoomCard,
  RoomSearchForm,
  type BookingView,
  type RoomView,
} from '@hotel/ui';

const brand = defineBrand({
  name: 'alpenhof',
  tokens: { ...defaultBrand.tokens, palette: { ...defaultBrand.tokens.palette, accent: '#7a2e1f' } },
  messages: { Brand: { name: 'Alpenhof' }, RoomCard: { bookNow: 'Zimmer sichern' } },
});

const room: RoomView = { id: 7, roomType: 'Bergblick-Suite', roomPrice: 1250, imageUrl: null };

const booking: BookingView = {
  id: 41,
  confirmationCode: 'K7M2Q9XD4HRT8WZC',
  roomId: 7,
  roomType: 'Bergblick-Suite',
  checkInDate: '2026-12-18',
  checkOutDate: '2026-12-21',
  guestName: 'Ada Lovelace',
  guestEmail: 'ada@example.com',
  numOfAdults: 2,
  numOfChildren: 0,
  totalNumOfGuests: 2,
  totalPrice: 3750,
  status: 'CONFIRMED',
};

function Page() {
  return (
    <HotelUiProvider brand={brand} locale={de} currency="EUR">
      <main data-react-version={version}>
        <RoomSearchForm today="2026-11-23" roomTypes={['Bergblick-Suite']} onSearch={() => {}} onClear={() => {}} />
        <RoomCard room={room} getBookHref={(id) => `/buchen/${id}`} />
        <BookingInfo booking={booking} />
      </main>
    </HotelUiProvider>
  );
}

createRoot(document.getElementById('root')!).render(<Page />);
