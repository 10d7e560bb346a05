// Must NOT typecheck: each marked line is a mistake the kit's types have to catch under `nodenext`.
// consumer.test.ts asserts tsc reports an error on each line marked `expect-error:` with that code, and no others.
import { defaultBrand, HotelUiProvider, RoomSearchForm } from '@hotel/ui';

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
