import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../db/connect.js';
import { withWriteTransaction } from '../../db/transaction.js';
import { ApiErrors } from '../../errors/catalog.js';
import { changedFields, recordAudit, type Actor } from '../audit/audit.service.js';
import type { MailSender } from '../../lib/mailer.js';
import { senderAddress, senderDomain } from '../mail/mail.outbox.js';
import { insertFirstHotelProfile, readHotelProfile, updateHotelProfile, type HotelProfileRow } from './hotel.repository.js';
import type { HotelProfile } from './hotel.schemas.js';

/** The profile and the installation's id, as the server uses them (the id is not part of the API). */
export type HotelSettings = HotelProfile & { installationId: string };

/** What every mail takes from the profile and the configuration. */
export type MailingHotel = {
  name: string;
  currency: string;
  /** The hotel's name with `MAIL_FROM`'s address. */
  sender: MailSender;
  /** Calendar event UIDs: `<…>-<installationId>@<calendarDomain>`, unique across installations. */
  installationId: string;
  /** `PUBLIC_BASE_URL`'s host where it is set, else `MAIL_FROM`'s domain. */
  calendarDomain: string;
  /** The language of guests who have not chosen one. */
  defaultLanguage: HotelSettings['defaultLanguage'];
};

export function mailingHotel(hotel: HotelSettings, config: { mailFrom: string; publicBaseUrl: string | undefined }): MailingHotel {
  return {
    name: hotel.name,
    currency: hotel.currency,
    sender: { name: hotel.name, address: senderAddress(config.mailFrom) },
    installationId: hotel.installationId,
    calendarDomain: config.publicBaseUrl ? new URL(config.publicBaseUrl).hostname : senderDomain(config.mailFrom),
    defaultLanguage: hotel.defaultLanguage,
  };
}

/** ISO 4217 codes and IANA zones this runtime knows; `UTC` is a zone the list leaves out but every runtime has. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const TIME_ZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);

export function isKnownCurrency(code: string): boolean {
  return CURRENCIES.has(code);
}

export function isKnownTimeZone(zone: string): boolean {
  return TIME_ZONES.has(zone);
}

/** The profile of a new installation: the demo name and dollars, `HOTEL_TZ`, English. */
export function firstHotelProfile(timeZone: string): HotelProfile {
  return {
    name: 'HavenHub',
    address: '',
    phone: '',
    contactEmail: '',
    currency: 'USD',
    timeZone,
    checkInTime: '14:00',
    checkOutTime: '11:00',
    defaultLanguage: 'en',
    cancellationPolicy: '',
  };
}

function toSettings(row: HotelProfileRow): HotelSettings {
  return { ...row, defaultLanguage: row.defaultLanguage === 'de' ? 'de' : 'en' };
}

/** The profile as the public `GET /api/hotel` gives it: without the installation's id. */
export function publicHotelProfile({ installationId: _installationId, ...profile }: HotelSettings): HotelProfile {
  return profile;
}

/**
 * How long this process trusts the profile it keeps before reading it again (in the background, so no call
 * waits): another instance's change is seen within this; this process's own change at once.
 */
export const PROFILE_REFRESH_MS = 10_000;

/** The profile kept in this process: the booking rules ask for the hotel's time zone on every request, without a query. */
export type HotelProfileStore = {
  current(): HotelSettings;
  /** The profile as stored now (the public `GET /api/hotel`). */
  read(): Promise<HotelProfile>;
  /** Checks and stores a new profile (admin), which this process uses from its next call on. */
  /** An admin write: recorded in the audit log with the fields it changed. */
  replace(profile: HotelProfile, now: Date, actor: Actor): Promise<HotelProfile>;
};

async function readStored(database: DatabaseHandle): Promise<HotelSettings> {
  const row = await readHotelProfile(database.db);
  if (!row) throw new Error('hotel_profile has no row: openHotelProfile writes it at start');
  return toSettings(row);
}

/**
 * Opens the profile: writes the first one when the database has none (a new installation draws its id here),
 * then keeps what is stored. `elapsedMs` is a monotonic clock (tests pass their own).
 */
export async function openHotelProfile(
  database: DatabaseHandle,
  options: { first: HotelProfile; now: Date; log: { warn(event: object, message: string): void }; elapsedMs?: () => number },
): Promise<HotelProfileStore> {
  const elapsedMs = options.elapsedMs ?? (() => performance.now());
  await insertFirstHotelProfile(database.db, { ...options.first, installationId: randomUUID() }, options.now.toISOString());
  let kept = await readStored(database);
  let keptAt = elapsedMs();
  let refreshing: Promise<void> | undefined;

  const keep = (settings: HotelSettings) => {
    kept = settings;
    keptAt = elapsedMs();
  };
  const refresh = () => {
    refreshing ??= readStored(database)
      .then(keep, (error: unknown) => options.log.warn({ event: 'hotel.profile_refresh_failed', error: String(error) }, 'hotel profile not re-read; the one kept stays'))
      .finally(() => {
        refreshing = undefined;
      });
  };

  const read = async (): Promise<HotelProfile> => {
    const stored = await readStored(database);
    keep(stored);
    return publicHotelProfile(stored);
  };
  return {
    current() {
      if (elapsedMs() - keptAt >= PROFILE_REFRESH_MS) refresh();
      return kept;
    },
    read,
    async replace(profile, now, actor) {
      if (!isKnownCurrency(profile.currency)) throw new ApiErrors.UNKNOWN_CURRENCY(profile.currency);
      if (!isKnownTimeZone(profile.timeZone)) throw new ApiErrors.UNKNOWN_TIME_ZONE(profile.timeZone);
      await withWriteTransaction(database, async (trx) => {
        const { installationId: _installationId, ...before } = (await readHotelProfile(trx))!;
        await updateHotelProfile(trx, profile, now.toISOString());
        await recordAudit(trx, { actor, kind: 'hotel.updated', recordId: 1, ...changedFields(before, { ...profile }), at: now });
      });
      return read();
    },
  };
}
