import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../connect.js';

/**
 * What a guest reads about a room, and its photo gallery.
 * - `rooms`: `description` (plain text, '' when none), `bed_type` and `size_square_meters` (null when not told),
 *   `amenities` (JSON array of amenity keys) and `gallery_version` (raised by every gallery write, so a stale
 *   reorder or removal is refused).
 * - `room_photos`: a room's photos in `position` order, with alt text, the intrinsic size of the largest variant,
 *   its widths (JSON) and a content `version` that is part of every variant's address.
 * - `room_photo_variants`: the encoded bytes of each photo per format and width, written once on upload.
 * A room's existing photo (`rooms.photo`) is moved into the gallery by the server at start
 * (`moveRoomPhotosIntoGalleries` in modules/rooms/rooms.service.ts), since re-encoding needs sharp.
 */
export function addRoomDetailsAndGallery(dialect: SqlDialect): Migration {
  const isPostgres = dialect === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('rooms').addColumn('description', 'text', (col) => col.notNull().defaultTo('')).execute();
      await db.schema.alterTable('rooms').addColumn('bed_type', 'varchar(20)').execute();
      await db.schema.alterTable('rooms').addColumn('size_square_meters', 'integer').execute();
      await db.schema.alterTable('rooms').addColumn('amenities', 'text', (col) => col.notNull().defaultTo('[]')).execute();
      await db.schema.alterTable('rooms').addColumn('gallery_version', 'integer', (col) => col.notNull().defaultTo(0)).execute();
      await db.schema
        .createTable('room_photos')
        .addColumn('id', isPostgres ? 'serial' : 'integer', (col) => (isPostgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
        .addColumn('room_id', 'integer', (col) => col.notNull().references('rooms.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('alt', 'text', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('height', 'integer', (col) => col.notNull())
        .addColumn('widths', 'text', (col) => col.notNull())
        .addColumn('version', 'varchar(64)', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('room_photos_room_idx').on('room_photos').columns(['room_id', 'position']).execute();
      await db.schema
        .createTable('room_photo_variants')
        .addColumn('photo_id', 'integer', (col) => col.notNull().references('room_photos.id').onDelete('cascade'))
        .addColumn('format', 'varchar(8)', (col) => col.notNull())
        .addColumn('width', 'integer', (col) => col.notNull())
        .addColumn('data', isPostgres ? 'bytea' : 'blob', (col) => col.notNull())
        .addPrimaryKeyConstraint('room_photo_variants_pk', ['photo_id', 'format', 'width'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('room_photo_variants').execute();
      await db.schema.dropTable('room_photos').execute();
      for (const column of ['gallery_version', 'amenities', 'size_square_meters', 'bed_type', 'description']) {
        await db.schema.alterTable('rooms').dropColumn(column).execute();
      }
    },
  };
}
