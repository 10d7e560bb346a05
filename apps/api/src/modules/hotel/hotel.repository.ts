import type { Db, HotelProfileTable } from '../../db/schema.js';

const PROFILE_ID = 1;

export type HotelProfileRow = Omit<HotelProfileTable, 'id' | 'updatedAt'>;

export async function readHotelProfile(db: Db): Promise<HotelProfileRow | undefined> {
  return db
    .selectFrom('hotelProfile')
    .select([
      'installationId',
      'name',
      'address',
      'phone',
      'contactEmail',
      'currency',
      'timeZone',
      'checkInTime',
      'checkOutTime',
      'defaultLanguage',
      'cancellationPolicy',
    ])
    .where('id', '=', PROFILE_ID)
    .executeTakeFirst();
}

/** Writes the first profile unless one is there (several processes may start at once: the first write wins). */
export async function insertFirstHotelProfile(db: Db, row: HotelProfileRow, updatedAt: string): Promise<void> {
  await db
    .insertInto('hotelProfile')
    .values({ id: PROFILE_ID, ...row, updatedAt })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

export async function updateHotelProfile(db: Db, fields: Omit<HotelProfileRow, 'installationId'>, updatedAt: string): Promise<void> {
  await db
    .updateTable('hotelProfile')
    .set({ ...fields, updatedAt })
    .where('id', '=', PROFILE_ID)
    .execute();
}
