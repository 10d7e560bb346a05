import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../brands/default';
import { defineBrand } from '../brands/defineBrand';
import { AvailabilityCalendar } from '../components/AvailabilityCalendar';
import { BookingDateRangeFilter } from '../components/BookingDateRangeFilter';
import { booking } from '../fixtures/bookings';
import { createFormatter } from '../logic/format';
import { HotelUiProvider } from '../provider/HotelUiProvider';
import { BookingInfo } from '../sections/BookingInfo';
import { RoomSearchForm } from '../sections/RoomSearchForm';
import { de } from './de';
import { en } from './en';
import type { LocalePack } from './defineLocale';

const formatterOf = (pack: LocalePack, currency = 'USD') =>
  createFormatter({ locale: pack.code, currency, dateLocale: pack.dateLocale, datePatterns: pack.datePatterns });

describe('locale packs decide date and number formats', () => {
  it('en: US order, as the spec shows', () => {
    const { formatDate, formatMoney } = formatterOf(en);
    expect(formatDate('2026-09-18', 'booking')).toBe('Sep 18th, 2026');
    expect(formatDate('2026-09-18', 'range')).toBe('Sep 18, 2026');
    expect(formatMoney(1200)).toBe('$1,200');
  });

  it('de: German order, month names and number format', () => {
    const { formatDate, formatMoney } = formatterOf(de, 'EUR');
    expect(formatDate('2026-09-18', 'booking')).toBe('18. September 2026');
    expect(formatDate('2026-11-02', 'range')).toBe('02.11.2026');
    expect(formatMoney(1200.5)).toBe('1.200,50\u00a0€');
  });
});

describe('HotelUiProvider with a locale', () => {
  const render = (element: ReactElement, brand = defaultBrand) =>
    renderToStaticMarkup(
      <HotelUiProvider brand={brand} locale={de} currency="EUR">
        {element}
      </HotelUiProvider>,
    );

  it('renders the German texts and dates, and marks the language', () => {
    const html = render(<BookingInfo booking={booking} />);
    expect(html).toContain('lang="de-DE"');
    expect(html).toContain('Buchungsinformationen');
    expect(html).toContain('18. Dezember 2026');
  });

  it("lets the brand's messages win over the locale's, key by key", () => {
    const brand = defineBrand({ ...defaultBrand, messages: { RoomSearchForm: { search: 'Zimmer finden' } } });
    const html = render(
      <RoomSearchForm today="2026-11-23" roomTypes={['Suite']} onSearch={() => {}} onClear={() => {}} />,
      brand,
    );
    expect(html).toContain('Zimmer finden');
    expect(html).toContain('Anreisedatum');
  });

  it('gives both calendars the day picker texts of one group, which a brand overrides once', () => {
    const brand = defineBrand({ ...defaultBrand, messages: { DayPicker: { nextMonthLabel: 'Weiter' } } });
    const calendars = [
      <AvailabilityCalendar key="stay" today="2026-11-23" onSelectRange={() => {}} />,
      <BookingDateRangeFilter key="filter" today="2026-11-23" value={null} onChange={() => {}} />,
    ];
    for (const calendar of calendars) {
      const html = render(calendar, brand);
      expect(html).toContain('aria-label="Weiter"');
      expect(html).toContain('aria-label="Zum vorigen Monat"');
      expect(html).toContain('Montag, 23. November 2026');
    }
  });
});
