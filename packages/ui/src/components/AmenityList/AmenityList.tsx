import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { roomAmenities, type RoomAmenity } from '../../logic/amenities';
import { useMessages } from '../../messages/useMessages';
import { AmenityIcon } from './AmenityIcon';
import { amenitiesMessages, type AmenitiesMessages } from './AmenityList.messages';

export type AmenityListProps = Omit<ComponentPropsWithoutRef<'ul'>, 'children'> & {
  /** The room's amenities, listed in the kit's fixed order whatever order they come in. */
  amenities: readonly RoomAmenity[];
  messages?: Partial<AmenitiesMessages>;
};

/** A room's amenities: each an icon (decoration) and its text. */
export const AmenityList = forwardRef<HTMLUListElement, AmenityListProps>(function AmenityList({ amenities, messages, ...rest }, ref) {
  const t = useMessages('Amenities', amenitiesMessages, messages);
  return (
    <List ref={ref} {...rest}>
      {roomAmenities
        .filter((amenity) => amenities.includes(amenity))
        .map((amenity) => (
          <li key={amenity}>
            <AmenityIcon amenity={amenity} />
            {t[amenity]}
          </li>
        ))}
    </List>
  );
});

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent};
  }
`;
