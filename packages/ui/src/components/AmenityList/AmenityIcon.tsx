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
