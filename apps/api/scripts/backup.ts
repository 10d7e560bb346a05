import path from 'node:path';
import { loadConfig } from '../src/config.js';
import { isPostgresUrl } from '../src/db/connect.js';
import { backupSqlite, restoreSqlite } from '../src/db/sqlite-files.js';

/**
 * `npm run backup -- FILE` / `npm run restore -- FILE` for the SQLite database of the configuration
 * (DATABASE_URL or DATA_DIR, as the server reads them). PostgreSQL: pg_dump / pg_restore (docs/operations.md).
 */
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- FILE | npm run restore -- FILE');
  process.exit(2);
}
const { databaseUrl } = loadConfig();
if (isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL is PostgreSQL: use pg_dump and pg_restore (see docs/operations.md).');
  process.exit(2);
}
try {
  if (command === 'backup') {
    backupSqlite(databaseUrl, path.resolve(file));
    console.log(`Backed up ${databaseUrl} to ${path.resolve(file)}.`);
  } else {
    restoreSqlite(path.resolve(file), databaseUrl);
    console.log(`Restored ${databaseUrl} from ${path.resolve(file)}.`);
  }
} catch (error) {
  console.error(`${command} failed: ${(error as Error).message}`);
  process.exit(1);
}
