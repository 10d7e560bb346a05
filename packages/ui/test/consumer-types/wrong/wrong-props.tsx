// Must NOT typecheck: each marked line is a mistake the kit's types have to catch under `nodenext`.
// consumer.test.ts asserts tsc reports an error on each line marked `expect-error:` with that code, and no others.
import { defaultBrand, defaultTokens, defineBrand, deBase, defineLocale, HotelUiProvider, RoomSearchForm } from '@hotel/ui';
import { Paginator } from '@hotel/ui/locales/de';

const { accent: _accent, ...paletteWithoutAccent } = defaultTokens.palette;
export const brand = defineBrand({ name: 'alpenhof', tokens: { ...defaultTokens, palette: paletteWithoutAccent } }); // expect-error: TS2741

const { navigationLabel: _navigationLabel, ...paginatorWithoutLabel } = Paginator;
export const german = defineLocale({ ...deBase, messages: { Paginator: paginatorWithoutLabel } }); // expect-error: TS2741

export const page = (
  <HotelUiProvider brand={defaultBrand}>
    <RoomSearchForm
      today={42} // expect-error: TS2322
      roomTypes={[]}
      onSearch={1} // expect-error: TS2322
      onClear={() => {}}
    />
  </HotelUiProvider>
);
