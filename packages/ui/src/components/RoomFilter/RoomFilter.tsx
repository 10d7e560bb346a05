import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { distinctRoomTypes } from '../../logic/roomFilter';
import { useMessages } from '../../messages/useMessages';
import { Button } from '../../primitives/Button';
import { SelectField } from '../../primitives/SelectField';
import { roomFilterMessages, type RoomFilterMessages } from './RoomFilter.messages';

export type RoomFilterProps = Omit<ComponentPropsWithoutRef<'div'>, 'onChange' | 'children'> & {
  /** Room types to offer, e.g. `rooms.map((room) => room.roomType)`; duplicates (ignoring case) are dropped. */
  roomTypes: readonly string[];
  /** The selected type; '' for no filter. Filter with `filterRoomsByType(rooms, value)`. */
  value: string;
  /** The chosen type, or '' for the empty choice. */
  onChange: (roomType: string) => void;
  /** The Clear Filter button. */
  onClear: () => void;
  messages?: Partial<RoomFilterMessages>;
};

/** The room-type filter of Browse all rooms and Existing Rooms: a labelled select and a Clear Filter button. */
export const RoomFilter = forwardRef<HTMLDivElement, RoomFilterProps>(function RoomFilter(
  { roomTypes, value, onChange, onClear, messages, ...rest },
  ref,
) {
  const t = useMessages('RoomFilter', roomFilterMessages, messages);
  const types = distinctRoomTypes(roomTypes);
  if (value !== '' && !types.includes(value)) types.push(value);

  return (
    <Root ref={ref} {...rest}>
      <SelectField
        label={t.label}
        placeholder={t.placeholder}
        options={types.map((type) => ({ value: type, label: type }))}
        value={value}
        onChange={onChange}
      />
      <Button variant="secondary" onPress={onClear}>
        {t.clearFilter}
      </Button>
    </Root>
  );
});

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 14rem;
  }
`;
