import path from 'node:path';
import { loadConfig } from '../config.ts';
import { createMailer } from '../lib/mail.ts';
import { DIGEST_HOUR_MSK, sendDailyDigests } from '../modules/monitoring/index.ts';
import { openDatabase, readFlags } from './open-database.ts';
import { runCli, UsageError } from './run-cli.ts';

/**
 * `npm run monitoring:digest [-- --date YYYY-MM-DD]`: sends the daily change digests now, as the server's job
 * does after DIGEST_HOUR_MSK o'clock Moscow time — for the day that ends at that hour of `--date` (today by
 * default). Each event goes into one day's digest only, so a day already sent sends nothing again. For an
 * operator who stopped the server over the digest hour, and for tests.
 */
const log = (message: string) => console.log(`[sverka] ${message}`);
const USAGE = 'Usage: npm run monitoring:digest [-- --date YYYY-MM-DD]';

await runCli(USAGE, async () => {
  const flags = readFlags(process.argv.slice(2));
  const date = flags.get('date');
  if (date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new UsageError();
  // An hour past the digest hour of that day in Moscow (UTC+3 all year).
  const hour = String(DIGEST_HOUR_MSK + 1).padStart(2, '0');
  const now = date ? new Date(`${date}T${hour}:00:00+03:00`) : new Date();
  if (Number.isNaN(now.getTime())) throw new UsageError();
  const { accounts, dataDir } = loadConfig();
  const { sql, close } = await openDatabase(log);
  try {
    const mailer = createMailer({
      smtpUrl: accounts.smtpUrl,
      from: accounts.mailFrom,
      mailDir: path.join(dataDir, 'mail'),
      log: { info: (_details: unknown, message?: string) => log(message ?? '') },
    });
    const mailed = await sendDailyDigests(
      { sql, mailer, publicUrl: accounts.publicUrl, log: { error: (details: unknown) => console.error(details) } },
      now,
    );
    log(`Digests sent: ${mailed}`);
  } finally {
    await close();
  }
});
