import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.js';
import type { NewRoomRow } from '../../db/schema.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { storedWebp } from './room-photo.js';
import { countRooms, insertRooms } from './rooms.repository.js';

type Palette = { sky: [string, string]; wall: string; floor: string; bed: string; accent: string };
type Beds = 'single' | 'double' | 'twin' | 'king' | 'family';
type DemoRoom = { roomType: string; roomPriceCents: number; maxAdults: number; maxChildren: number; beds: Beds; palette: Palette };

const palettes = {
  morning: { sky: ['#fde68a', '#f59e0b'], wall: '#fef3c7', floor: '#b45309', bed: '#ffffff', accent: '#0f766e' },
  sea: { sky: ['#bae6fd', '#0284c7'], wall: '#e0f2fe', floor: '#475569', bed: '#f8fafc', accent: '#1d4ed8' },
  garden: { sky: ['#bbf7d0', '#16a34a'], wall: '#f0fdf4', floor: '#78350f', bed: '#fffbeb', accent: '#15803d' },
  dusk: { sky: ['#fbcfe8', '#7c3aed'], wall: '#faf5ff', floor: '#3f3f46', bed: '#fdf4ff', accent: '#9d174d' },
  night: { sky: ['#1e3a8a', '#0f172a'], wall: '#e2e8f0', floor: '#1f2937', bed: '#f1f5f9', accent: '#b45309' },
} satisfies Record<string, Palette>;

/** About a dozen rooms across several types, with realistic nightly prices and capacities (a Single sleeps one or two). */
const DEMO_ROOMS: DemoRoom[] = [
  { roomType: 'Single', roomPriceCents: 8_900, maxAdults: 2, maxChildren: 0, beds: 'single', palette: palettes.morning },
  { roomType: 'Single', roomPriceCents: 9_500, maxAdults: 2, maxChildren: 0, beds: 'single', palette: palettes.garden },
  { roomType: 'Double', roomPriceCents: 12_900, maxAdults: 2, maxChildren: 1, beds: 'double', palette: palettes.sea },
  { roomType: 'Double', roomPriceCents: 13_950, maxAdults: 2, maxChildren: 1, beds: 'double', palette: palettes.morning },
  { roomType: 'Double', roomPriceCents: 14_900, maxAdults: 2, maxChildren: 1, beds: 'double', palette: palettes.dusk },
  { roomType: 'Twin', roomPriceCents: 11_900, maxAdults: 2, maxChildren: 1, beds: 'twin', palette: palettes.garden },
  { roomType: 'Twin', roomPriceCents: 12_500, maxAdults: 2, maxChildren: 1, beds: 'twin', palette: palettes.sea },
  { roomType: 'Deluxe', roomPriceCents: 19_900, maxAdults: 2, maxChildren: 2, beds: 'king', palette: palettes.dusk },
  { roomType: 'Deluxe', roomPriceCents: 21_900, maxAdults: 2, maxChildren: 2, beds: 'king', palette: palettes.sea },
  { roomType: 'Family Suite', roomPriceCents: 25_900, maxAdults: 4, maxChildren: 3, beds: 'family', palette: palettes.garden },
  { roomType: 'Family Suite', roomPriceCents: 27_900, maxAdults: 4, maxChildren: 3, beds: 'family', palette: palettes.morning },
  { roomType: 'Penthouse Suite', roomPriceCents: 64_900, maxAdults: 4, maxChildren: 2, beds: 'king', palette: palettes.night },
];

const WIDTH = 800;
const HEIGHT = 600;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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

/** A simple illustrated room (window, beds, lamp, the room type) as SVG. */
function demoRoomSvg(room: DemoRoom, index: number): string {
  const { palette } = room;
  const label = escapeXml(room.roomType);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.wall}"/>
  <rect x="0" y="470" width="${WIDTH}" height="130" fill="${palette.floor}"/>
  <rect x="${90 + (index % 3) * 20}" y="70" width="240" height="190" rx="6" fill="url(#sky)" stroke="#94a3b8" stroke-width="8"/>
  <line x1="${210 + (index % 3) * 20}" y1="70" x2="${210 + (index % 3) * 20}" y2="260" stroke="#94a3b8" stroke-width="6"/>
  <circle cx="${160 + (index % 3) * 20}" cy="130" r="26" fill="#ffffff" opacity="0.6"/>
  <rect x="520" y="90" width="170" height="120" rx="4" fill="${palette.accent}" opacity="0.25"/>
  <rect x="680" y="330" width="60" height="140" fill="${palette.floor}" opacity="0.8"/>
  <polygon points="690,250 730,250 745,300 675,300" fill="#fde68a"/>
  <line x1="710" y1="300" x2="710" y2="330" stroke="#57534e" stroke-width="5"/>
  ${beds(room.beds, palette)}
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#light)"/>
  <rect x="0" y="520" width="${WIDTH}" height="80" fill="#0f172a" opacity="0.55"/>
  <text x="32" y="572" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="38" font-weight="bold" fill="#ffffff">${label}</text>
</svg>`;
}

async function renderDemoPhoto(room: DemoRoom, index: number): Promise<Buffer> {
  return sharp(Buffer.from(demoRoomSvg(room, index))).webp({ quality: 80 }).toBuffer();
}

/**
 * Seeds about a dozen demo rooms with generated photos (illustrations rendered with sharp,
 * stored as WebP exactly like uploaded photos) into an empty rooms table. Does nothing when any
 * room exists; two instances starting at once cannot both seed (the insert re-checks under the
 * write lock). Returns the number of rooms added.
 */
export async function seedDemoRooms(database: DatabaseHandle, logger: FastifyBaseLogger): Promise<number> {
  if ((await countRooms(database.db)) > 0) return 0;
  const started = Date.now();
  const photos = await Promise.all(DEMO_ROOMS.map(renderDemoPhoto));
  const createdAt = new Date().toISOString();
  const rows: NewRoomRow[] = DEMO_ROOMS.map((room, index) => ({
    roomType: room.roomType,
    roomPriceCents: room.roomPriceCents,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    ...storedWebp(photos[index]!),
    createdAt,
  }));
  const added = await withWriteTransaction(database, async (trx, locks) => {
    await locks.table('rooms');
    if ((await countRooms(trx)) > 0) return 0;
    await insertRooms(trx, rows);
    return rows.length;
  });
  if (added > 0) logger.info({ event: 'rooms.seeded', rooms: added, ms: Date.now() - started }, `seeded ${added} demo rooms`);
  return added;
}
