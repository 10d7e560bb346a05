import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { renderToStaticMarkup, version as reactDomServerVersion } from 'react-dom/server';
import { describe, expect, inject, it } from 'vitest';
import { defaultBrand } from '../brands/default';
import { HotelUiProvider } from '../provider/HotelUiProvider';
import { RoomCard } from '../components/RoomCard';
import { room } from '../fixtures/rooms';

declare module 'vitest' {
  interface ProvidedContext {
    /** The React major a project runs the kit's rendering tests on (vitest.config.ts, `provide`). */
    reactMajor: string;
  }
}

describe(`the kit's rendering tests run on React ${inject('reactMajor')}`, () => {
  const major = `${inject('reactMajor')}.`;

  it('loads react, react-dom and react-dom/server of that major', () => {
    expect(reactVersion.startsWith(major)).toBe(true);
    expect(reactDomVersion.startsWith(major)).toBe(true);
    expect(reactDomServerVersion.startsWith(major)).toBe(true);
  });

  // styled-components and the kit call hooks through their own `react` import: a second React copy would throw
  // "Invalid hook call" here.
  it('renders a kit component with hooks and styled parts through that one React', () => {
    const html = renderToStaticMarkup(
      <HotelUiProvider brand={defaultBrand}>
        <RoomCard room={room} getBookHref={(id) => `/rooms/${id}`} />
      </HotelUiProvider>,
    );
    expect(html).toContain(room.roomType);
  });
});
