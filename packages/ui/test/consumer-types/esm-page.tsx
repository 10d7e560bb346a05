// A site on Node's own module resolution (`moduleResolution: nodenext`), importing the kit as ESM: the README's
// example typechecks, and the kit's exports are real types, not `any`.
import { deBase, defaultBrand, defineBrand, defineLocale, HotelUiProvider, RoomSearchForm, type RoomSearchValues } from '@hotel/ui';
import { RoomSearchForm as roomSearchFormInGerman, RoomTypeSelect, SearchValidation } from '@hotel/ui/locales/de';

const brand = defineBrand({
  name: 'alpenhof',
  tokens: { ...defaultBrand.tokens, palette: { ...defaultBrand.tokens.palette, accent: '#7a2e1f' } },
  messages: { Brand: { name: 'Alpenhof' } },
});

// German with only the texts this page shows.
const german = defineLocale({ ...deBase, messages: { RoomSearchForm: roomSearchFormInGerman, RoomTypeSelect, SearchValidation } });

/** `true` only when `T` is `any`: what every import was under node16 before the kit shipped resolvable types. */
type IsAny<T> = 0 extends 1 & T ? true : false;
const notAny: [IsAny<typeof RoomSearchForm>, IsAny<typeof HotelUiProvider>, IsAny<RoomSearchValues>] = [false, false, false];

export function Page({ search }: { search: (values: RoomSearchValues) => void }) {
  return (
    <HotelUiProvider brand={brand} locale={german} currency="EUR">
      <RoomSearchForm today="2026-11-23" roomTypes={['Suite']} onSearch={search} onClear={() => notAny} />
    </HotelUiProvider>
  );
}
