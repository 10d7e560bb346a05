import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../../db/connect.js';

/** Seeds about a dozen demo rooms with generated photos into an empty rooms table. */
export async function seedDemoRooms(_database: DatabaseHandle, _logger: FastifyBaseLogger): Promise<void> {
  throw new Error('seedDemoRooms is not implemented yet');
}
