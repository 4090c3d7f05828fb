import { ConfigError } from '../config.ts';
import { openDatabase } from './open-database.ts';

/** `npm run db:migrate`: applies pending migrations and exits. */
const log = (message: string) => console.log(`[sverka] ${message}`);
try {
  const { close } = await openDatabase(log);
  log('Migrations applied');
  await close();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
