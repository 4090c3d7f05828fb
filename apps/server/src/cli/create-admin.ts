import { AdminInputError, createAdmin } from '../modules/auth/index.ts';
import { openDatabase, readFlags } from './open-database.ts';
import { runCli, UsageError } from './run-cli.ts';

/**
 * `npm run admin:create -- --email admin@example.ru --password 'Secret-123' [--name 'Имя']`
 * Creates the first admin (who reviews seller applications), or promotes an
 * existing user and sets their password. Quote the password: its special
 * characters mean something to the shell.
 */
const log = (message: string) => console.log(`[sverka] ${message}`);
const USAGE = "Usage: npm run admin:create -- --email EMAIL --password 'PASSWORD' [--name 'FULL NAME']";

await runCli(USAGE, async () => {
  const flags = readFlags(process.argv.slice(2));
  const email = flags.get('email');
  const password = flags.get('password');
  if (!email || !password || email === 'true' || password === 'true') throw new UsageError();
  const { sql, close } = await openDatabase(log);
  try {
    const admin = await createAdmin(sql, { email, password, fullName: flags.get('name') });
    log(`${admin.created ? 'Created admin' : 'Made admin'} ${admin.email} (id ${admin.id})`);
  } finally {
    await close();
  }
}, [AdminInputError]);
