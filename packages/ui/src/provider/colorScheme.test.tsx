import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../brands/default';
import { Button } from '../primitives/Button';
import type { ColorScheme } from '../theme/tokens';
import { HotelUiProvider } from './HotelUiProvider';

const render = (colorScheme?: ColorScheme) =>
  renderToStaticMarkup(
    <HotelUiProvider brand={defaultBrand} colorScheme={colorScheme}>
      <Button>Go</Button>
    </HotelUiProvider>,
  );

describe("HotelUiProvider's colorScheme", () => {
  it.each([
    ['light', 'color-scheme:light'],
    ['dark', 'color-scheme:dark'],
    ['system', 'color-scheme:light dark'],
  ] as const)("'%s' is written on the kit's root as data-color-scheme and the CSS color-scheme", (scheme, css) => {
    const html = render(scheme);
    expect(html).toContain(`data-color-scheme="${scheme}"`);
    expect(html).toContain(css);
    expect(html).toContain(`--hui-color-accent:light-dark(${defaultBrand.tokens.palette.accent}, ${defaultBrand.tokens.darkPalette.accent})`);
  });

  it("is 'light' when not given, as before schemes existed", () => {
    expect(render()).toContain('data-color-scheme="light"');
  });

  it('rejects an unknown scheme with an error naming the choices (and a type error)', () => {
    // @ts-expect-error -- 'sepia' is no colour scheme
    expect(() => render('sepia')).toThrow("@hotel/ui: HotelUiProvider: unknown colorScheme 'sepia' (light, dark or system)");
  });
});
