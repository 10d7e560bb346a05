import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { insertGalleryPhoto, settleGallery } from './room-gallery.js';
import { encodeRoomPhoto, type EncodedPhoto } from './room-photo.js';
import { countRooms, insertRoom } from './rooms.repository.js';
import { AMENITIES, type Amenity, type BedType } from './rooms.schemas.js';

type Palette = { sky: [string, string]; wall: string; floor: string; bed: string; accent: string };
type Beds = 'single' | 'double' | 'twin' | 'king' | 'family';
type DemoRoom = {
  roomType: string;
  roomPriceCents: number;
  maxAdults: number;
  maxChildren: number;
  beds: Beds;
  palette: PaletteName;
  sizeSquareMeters: number;
  amenities: Amenity[];
  /** The other photos besides the bedroom, in gallery order. */
  scenes: Scene[];
  description: string;
};

const palettes = {
  morning: { sky: ['#fde68a', '#f59e0b'], wall: '#fef3c7', floor: '#b45309', bed: '#ffffff', accent: '#0f766e' },
  sea: { sky: ['#bae6fd', '#0284c7'], wall: '#e0f2fe', floor: '#475569', bed: '#f8fafc', accent: '#1d4ed8' },
  garden: { sky: ['#bbf7d0', '#16a34a'], wall: '#f0fdf4', floor: '#78350f', bed: '#fffbeb', accent: '#15803d' },
  dusk: { sky: ['#fbcfe8', '#7c3aed'], wall: '#faf5ff', floor: '#3f3f46', bed: '#fdf4ff', accent: '#9d174d' },
  night: { sky: ['#1e3a8a', '#0f172a'], wall: '#e2e8f0', floor: '#1f2937', bed: '#f1f5f9', accent: '#b45309' },
} satisfies Record<string, Palette>;
type PaletteName = keyof typeof palettes;
type Scene = 'bathroom' | 'view' | 'lounge';

const BED_TYPE_OF: Record<Beds, BedType> = { single: 'single', double: 'double', twin: 'twin', king: 'king', family: 'king' };
const BASICS: Amenity[] = ['wifi', 'airConditioning', 'tv', 'safe', 'hairdryer'];

/** About a dozen rooms across several types, with realistic nightly prices, capacities, sizes and texts (a Single sleeps one or two). */
const DEMO_ROOMS: DemoRoom[] = [
  {
    roomType: 'Single', roomPriceCents: 8_900, maxAdults: 2, maxChildren: 0, beds: 'single', palette: 'morning', sizeSquareMeters: 16,
    amenities: [...BASICS, 'workDesk'], scenes: ['bathroom', 'lounge'],
    description: 'A bright single room on the courtyard side, quiet even on market days. The desk sits under the window, with a reading lamp and sockets within reach of the bed.\n\nThe shower room has a rainfall shower and warm towels every morning.',
  },
  {
    roomType: 'Single', roomPriceCents: 9_500, maxAdults: 2, maxChildren: 0, beds: 'single', palette: 'garden', sizeSquareMeters: 18,
    amenities: [...BASICS, 'workDesk', 'coffeeMachine'], scenes: ['view', 'bathroom'],
    description: 'A single room that looks over the garden, with a wide bed for one and room for a suitcase to stay open.\n\nBreakfast can be brought up for a small charge; the coffee machine is yours all day.',
  },
  {
    roomType: 'Double', roomPriceCents: 12_900, maxAdults: 2, maxChildren: 1, beds: 'double', palette: 'sea', sizeSquareMeters: 22,
    amenities: [...BASICS, 'breakfast', 'seaView', 'minibar'], scenes: ['view', 'bathroom', 'lounge'],
    description: 'Wake up to the sea: the double bed faces the window, and the harbour lights come on as you come back from dinner.\n\nBreakfast is included, served on the terrace from seven. A cot fits by the wardrobe for a small child.',
  },
  {
    roomType: 'Double', roomPriceCents: 13_950, maxAdults: 2, maxChildren: 1, beds: 'double', palette: 'morning', sizeSquareMeters: 23,
    amenities: [...BASICS, 'breakfast', 'balcony', 'coffeeMachine'], scenes: ['view', 'bathroom'],
    description: 'A double room with its own small balcony, two chairs and the morning sun.\n\nBlackout curtains for late sleepers; breakfast included.',
  },
  {
    roomType: 'Double', roomPriceCents: 14_900, maxAdults: 2, maxChildren: 1, beds: 'double', palette: 'dusk', sizeSquareMeters: 24,
    amenities: [...BASICS, 'breakfast', 'minibar', 'bathtub'], scenes: ['bathroom', 'lounge', 'view'],
    description: 'Our quietest double, at the end of the corridor, with a deep bathtub and soft evening light.\n\nThe minibar is stocked with local juices and chocolate; breakfast included.',
  },
  {
    roomType: 'Twin', roomPriceCents: 11_900, maxAdults: 2, maxChildren: 1, beds: 'twin', palette: 'garden', sizeSquareMeters: 23,
    amenities: [...BASICS, 'breakfast', 'accessibleBathroom'], scenes: ['bathroom', 'view'],
    description: 'Two single beds on the ground floor, steps from the lift, with a step-free shower and grab rails.\n\nGood for friends travelling together or a parent with a teenager.',
  },
  {
    roomType: 'Twin', roomPriceCents: 12_500, maxAdults: 2, maxChildren: 1, beds: 'twin', palette: 'sea', sizeSquareMeters: 24,
    amenities: [...BASICS, 'breakfast', 'seaView', 'workDesk'], scenes: ['view', 'bathroom', 'lounge'],
    description: 'A twin room high up on the sea side, with a desk long enough for two laptops.\n\nBreakfast included; the beds can be pushed together on request.',
  },
  {
    roomType: 'Deluxe', roomPriceCents: 19_900, maxAdults: 2, maxChildren: 2, beds: 'king', palette: 'dusk', sizeSquareMeters: 32,
    amenities: [...BASICS, 'breakfast', 'minibar', 'bathtub', 'balcony', 'coffeeMachine'], scenes: ['lounge', 'bathroom', 'view'],
    description: 'A king-size bed, a sofa that opens into a bed for two children, and a balcony over the old town.\n\nThe bathroom has a bathtub and a separate shower; breakfast and the minibar are included.',
  },
  {
    roomType: 'Deluxe', roomPriceCents: 21_900, maxAdults: 2, maxChildren: 2, beds: 'king', palette: 'sea', sizeSquareMeters: 34,
    amenities: [...BASICS, 'breakfast', 'minibar', 'seaView', 'balcony', 'parking'], scenes: ['view', 'lounge', 'bathroom'],
    description: 'Our deluxe corner room with windows on two sides of the bay and a balcony for breakfast outside.\n\nA parking space in the garage comes with the room.',
  },
  {
    roomType: 'Family Suite', roomPriceCents: 25_900, maxAdults: 4, maxChildren: 3, beds: 'family', palette: 'garden', sizeSquareMeters: 42,
    amenities: [...BASICS, 'breakfast', 'kitchenette', 'parking', 'petFriendly'], scenes: ['lounge', 'view', 'bathroom'],
    description: 'Two rooms behind one door: a king-size bed for the parents and a bunk room for the children, with a kitchenette between them.\n\nThe garden is right outside, and dogs are welcome.',
  },
  {
    roomType: 'Family Suite', roomPriceCents: 27_900, maxAdults: 4, maxChildren: 3, beds: 'family', palette: 'morning', sizeSquareMeters: 45,
    amenities: [...BASICS, 'breakfast', 'kitchenette', 'balcony', 'bathtub', 'parking'], scenes: ['lounge', 'bathroom', 'view'],
    description: 'Our largest family suite, with a balcony, a bathtub for bath time and a kitchenette with a fridge and a kettle.\n\nCots, high chairs and a parking space on request.',
  },
  {
    roomType: 'Penthouse Suite', roomPriceCents: 64_900, maxAdults: 4, maxChildren: 2, beds: 'king', palette: 'night', sizeSquareMeters: 85,
    amenities: [...BASICS, 'breakfast', 'minibar', 'seaView', 'balcony', 'bathtub', 'coffeeMachine', 'parking', 'workDesk'], scenes: ['view', 'lounge', 'bathroom'],
    description: 'The whole top floor: a bedroom with a king-size bed, a living room with a dining table for six and a roof terrace over the bay.\n\nBreakfast is served in the suite at the hour you choose. Parking and the minibar are included.',
  },
];

/** Demo photos are drawn and rendered at 800×600 (files 400 and 800 pixels wide: a first start encodes about 27 of them). */
const WIDTH = 800;
const HEIGHT = 600;

function bed(x: number, width: number, palette: Palette): string {
  const top = 390;
  return [
    `<rect x="${x}" y="${top - 70}" width="${width}" height="80" rx="10" fill="${palette.floor}"/>`,
    `<rect x="${x + 6}" y="${top}" width="${width - 12}" height="90" rx="12" fill="${palette.bed}" stroke="#cbd5e1"/>`,
    `<rect x="${x + 6}" y="${top + 40}" width="${width - 12}" height="50" rx="10" fill="${palette.accent}" opacity="0.85"/>`,
    `<rect x="${x + 18}" y="${top - 22}" width="${Math.min(90, width / 2 - 24)}" height="30" rx="12" fill="#ffffff" stroke="#e2e8f0"/>`,
    width > 200
      ? `<rect x="${x + width - 18 - Math.min(90, width / 2 - 24)}" y="${top - 22}" width="${Math.min(90, width / 2 - 24)}" height="30" rx="12" fill="#ffffff" stroke="#e2e8f0"/>`
      : '',
  ].join('');
}

function beds(kind: Beds, palette: Palette): string {
  switch (kind) {
    case 'single':
      return bed(330, 170, palette);
    case 'twin':
      return bed(230, 150, palette) + bed(420, 150, palette);
    case 'double':
      return bed(290, 240, palette);
    case 'king':
      return bed(260, 300, palette);
    case 'family':
      return bed(170, 260, palette) + bed(480, 150, palette);
  }
}

/** Sky, soft light from the window and a vignette: what makes a flat drawing read as a photo. No text, so no crop cuts a word. */
function frame(palette: Palette, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#000000" stop-opacity="0.12"/></linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.35"/></radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.wall}"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wall)"/>
  <rect x="0" y="470" width="${WIDTH}" height="130" fill="${palette.floor}"/>
  ${content}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#vignette)"/>
</svg>`;
}

const windowPane = (x: number) =>
  `<rect x="${x}" y="70" width="240" height="190" rx="6" fill="url(#sky)" stroke="#94a3b8" stroke-width="8"/>` +
  `<line x1="${x + 120}" y1="70" x2="${x + 120}" y2="260" stroke="#94a3b8" stroke-width="6"/>` +
  `<circle cx="${x + 70}" cy="130" r="26" fill="#ffffff" opacity="0.6"/>`;

function bedroomSvg(kind: Beds, palette: Palette): string {
  return frame(
    palette,
    `${windowPane(110)}
  <rect x="520" y="90" width="170" height="120" rx="4" fill="${palette.accent}" opacity="0.25"/>
  <rect x="680" y="330" width="60" height="140" fill="${palette.floor}" opacity="0.8"/>
  <polygon points="690,250 730,250 745,300 675,300" fill="#fde68a"/>
  <line x1="710" y1="300" x2="710" y2="330" stroke="#57534e" stroke-width="5"/>
  ${beds(kind, palette)}`,
  );
}

const SCENES: Record<Scene, (palette: Palette) => string> = {
  bathroom: (palette) =>
    frame(
      palette,
      `${Array.from({ length: 8 }, (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="470" stroke="#cbd5e1" stroke-width="2"/>`).join('')}
  <rect x="80" y="330" width="380" height="140" rx="60" fill="#ffffff" stroke="#cbd5e1" stroke-width="4"/>
  <rect x="100" y="345" width="340" height="50" rx="25" fill="${palette.sky[0]}" opacity="0.7"/>
  <rect x="560" y="90" width="150" height="190" rx="75" fill="url(#sky)" stroke="#94a3b8" stroke-width="6" opacity="0.8"/>
  <rect x="545" y="320" width="180" height="40" rx="10" fill="#ffffff" stroke="#cbd5e1"/>
  <rect x="570" y="360" width="130" height="110" fill="${palette.accent}" opacity="0.6"/>`,
    ),
  view: (palette) =>
    frame(
      palette,
      `<rect x="60" y="40" width="680" height="400" fill="url(#sky)"/>
  <circle cx="560" cy="160" r="50" fill="#ffffff" opacity="0.55"/>
  <path d="M60 330 Q 250 280 400 320 T 740 300 L 740 440 L 60 440 Z" fill="${palette.accent}" opacity="0.7"/>
  <rect x="60" y="40" width="680" height="400" fill="none" stroke="#94a3b8" stroke-width="10"/>
  ${Array.from({ length: 14 }, (_, i) => `<rect x="${70 + i * 48}" y="380" width="8" height="90" fill="#334155"/>`).join('')}
  <rect x="60" y="372" width="680" height="12" fill="#334155"/>`,
    ),
  lounge: (palette) =>
    frame(
      palette,
      `${windowPane(470)}
  <rect x="80" y="330" width="300" height="110" rx="30" fill="${palette.accent}"/>
  <rect x="100" y="280" width="260" height="80" rx="25" fill="${palette.accent}" opacity="0.8"/>
  <rect x="430" y="380" width="220" height="16" rx="4" fill="${palette.floor}"/>
  <rect x="445" y="396" width="12" height="74" fill="${palette.floor}"/><rect x="623" y="396" width="12" height="74" fill="${palette.floor}"/>
  <ellipse cx="700" cy="440" rx="40" ry="30" fill="#166534"/><rect x="685" y="440" width="30" height="30" fill="#92400e"/>`,
    ),
};

const SCENE_ALT: Record<Scene, string> = {
  bathroom: 'The bathroom',
  view: 'The view from the window',
  lounge: 'The sitting corner by the window',
};
const BED_ALT: Record<Beds, string> = {
  single: 'The single bed under the window',
  double: 'The double bed facing the window',
  twin: 'Two single beds side by side',
  king: 'The king-size bed with a bedside lamp',
  family: 'A king-size bed and a single bed for a child',
};

/** A demo photo: what it shows, and how to draw it. */
type DemoPhoto = { key: string; alt: string; svg: () => string };

function photosOf(room: DemoRoom): DemoPhoto[] {
  const palette = palettes[room.palette];
  return [
    { key: `bedroom-${room.beds}-${room.palette}`, alt: BED_ALT[room.beds], svg: () => bedroomSvg(room.beds, palette) },
    ...room.scenes.map((scene) => ({ key: `${scene}-${room.palette}`, alt: SCENE_ALT[scene], svg: () => SCENES[scene](palette) })),
  ];
}

/**
 * Demo photos are encoded once per process, each distinct picture once (rooms of one palette share their bathroom,
 * view and lounge), through the upload pipeline, so they are stored exactly as uploads are.
 */
const encodedDemoPhotos = new Map<string, Promise<EncodedPhoto>>();
function encodeDemoPhoto(photo: DemoPhoto): Promise<EncodedPhoto> {
  let encoded = encodedDemoPhotos.get(photo.key);
  if (!encoded) {
    encoded = sharp(Buffer.from(photo.svg())).png().toBuffer().then(encodeRoomPhoto);
    encodedDemoPhotos.set(photo.key, encoded);
  }
  return encoded;
}

/**
 * Seeds about a dozen demo rooms, each with a description, its facts and amenities and a gallery of 3–4 generated
 * photos (illustrations rendered with sharp, encoded like uploads), into an empty rooms table. Does nothing when any
 * room exists; two instances starting at once cannot both seed (the insert re-checks under the
 * write lock). Returns the number of rooms added.
 */
export async function seedDemoRooms(database: DatabaseHandle, logger: FastifyBaseLogger): Promise<number> {
  if ((await countRooms(database.db)) > 0) return 0;
  const started = Date.now();
  const galleries = await Promise.all(
    DEMO_ROOMS.map((room) => Promise.all(photosOf(room).map(async (photo) => ({ alt: photo.alt, encoded: await encodeDemoPhoto(photo) })))),
  );
  const now = new Date();
  const added = await withWriteTransaction(database, async (trx, locks) => {
    await locks.table('rooms');
    if ((await countRooms(trx)) > 0) return 0;
    for (const [index, room] of DEMO_ROOMS.entries()) {
      const inserted = await insertRoom(trx, {
        roomType: room.roomType,
        roomPriceCents: room.roomPriceCents,
        maxAdults: room.maxAdults,
        maxChildren: room.maxChildren,
        description: room.description,
        bedType: BED_TYPE_OF[room.beds],
        sizeSquareMeters: room.sizeSquareMeters,
        amenities: JSON.stringify(AMENITIES.filter((key) => room.amenities.includes(key))),
        createdAt: now.toISOString(),
      });
      for (const [position, photo] of galleries[index]!.entries()) await insertGalleryPhoto(trx, inserted.id, photo.encoded, photo.alt, position, now);
      await settleGallery(trx, inserted.id, inserted.galleryVersion);
    }
    return DEMO_ROOMS.length;
  });
  if (added > 0) logger.info({ event: 'rooms.seeded', rooms: added, ms: Date.now() - started }, `seeded ${added} demo rooms`);
  return added;
}
