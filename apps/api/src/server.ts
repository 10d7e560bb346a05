import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { isPostgresUrl } from './db/connect.js';
import { markServing } from './db/sqlite-files.js';
import { ensureAdminAccount } from './modules/auth/admin-account.js';
import { seedDemoRooms } from './modules/rooms/rooms.seed.js';
import { moveRoomPhotosIntoGalleries, recutRoomCovers } from './modules/rooms/rooms.service.js';

/** Launcher: configuration, first-start data, listening, graceful shutdown. */
function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

const config = loadConfigOrExit();
const app = await buildApp({ config });
// `npm run restore` refuses to replace the SQLite file while this mark names a live process.
const releaseDatabaseFile = isPostgresUrl(config.databaseUrl) ? () => undefined : markServing(config.databaseUrl);

await ensureAdminAccount(app);
if (config.seedDemoData) await seedDemoRooms(app.database, app.log);
// A database from before galleries: each room's one photo becomes its gallery's first (re-encoded once, here).
await moveRoomPhotosIntoGalleries(app.database, app.log, () => app.clock.now());
// Covers from before they were cut at a card's width (800 pixels) are cut so, from the files already encoded.
await recutRoomCovers(app.database, app.log);

closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
  releaseDatabaseFile();
});

await app.listen({ host: config.host, port: config.port });
app.log.info(`Hotel booking app at http://localhost:${config.port} (API at /api, docs at /api/docs)`);
