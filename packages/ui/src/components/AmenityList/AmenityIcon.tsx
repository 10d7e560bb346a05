import type { RoomAmenity } from '../../logic/amenities';

/** A circle as a path segment, so every icon is one path. */
const circle = (cx: number, cy: number, r: number) => `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

/** Line drawings on a 24-unit grid, stroked in the text colour. */
const paths: Record<RoomAmenity, string> = {
  wifi: `M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0${circle(12, 19.5, 0.8)}`,
  breakfast: 'M4 9h12v4a6 6 0 0 1-12 0zM16 10h1.5a2.5 2.5 0 0 1 0 5H16M8 3v3M12 3v3',
  minibar: 'M7 2h10a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM6 9h12M9 5v2M9 12v3',
  parking: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM9 17V7h4a3 3 0 0 1 0 6H9',
  airConditioning: 'M12 2v20M3.3 7l17.4 10M3.3 17L20.7 7M9.5 3.5 12 6l2.5-2.5M9.5 20.5 12 18l2.5 2.5',
  balcony: 'M8 12V4h8v8M3 12h18M3 21h18M5 12v9M9 12v9M15 12v9M19 12v9',
  seaView: `M2 16c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2M2 21c2.5 0 2.5-2 5-2s2.5 2 5 2 2.5-2 5-2 2.5 2 5 2${circle(12, 7, 3)}`,
  accessibleBathroom: `${circle(11, 4, 1.8)}M11 8v6h5l2 6M11 11h5M8.5 11.5A5 5 0 1 0 15 18.5`,
  bathtub: 'M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5zM6 12V5a2 2 0 0 1 4 0M7 19l-1 2M17 19l1 2',
  workDesk: 'M3 9h18M5 9v11M19 9v11M14 9v6h5M9 3h6v6H9z',
  coffeeMachine: 'M6 3h12v4H6zM7 7v14h10V7M10 13h4v4h-4zM12 9v2',
  safe: `M4 4h16v16H4zM4 20v1M20 20v1${circle(12, 12, 3.5)}M12 8.5v1.5M15.5 12H14`,
  tv: 'M3 6h18v11H3zM8 21h8M12 17v4M9 2l3 4 3-4',
  kitchenette: `M3 3h18v18H3zM3 9h18${circle(8, 6, 1)}${circle(12, 6, 1)}M7 13h10v5H7z`,
  petFriendly: `${circle(8, 6, 1.8)}${circle(16, 6, 1.8)}${circle(4.5, 11, 1.6)}${circle(19.5, 11, 1.6)}M12 12c-3 0-5 4-5 6a2 2 0 0 0 3 1.5h4a2 2 0 0 0 3-1.5c0-2-2-6-5-6z`,
  hairdryer: `${circle(9, 9, 5)}M14 6h7v6h-7M9 14l1 7h3l-1-7`,
};

/** An amenity's icon: decoration beside its text, hidden from assistive technology. */
export function AmenityIcon({ amenity }: { amenity: RoomAmenity }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[amenity]} />
    </svg>
  );
}
