import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type TMail = { to: string; subject: string; text: string; html?: string };

export type TMailer = { send(mail: TMail): Promise<void> };

/**
 * Sends mail over SMTP_URL; without it each message is written to
 * `<dataDir>/mail/<time>-<id>.eml` and its text logged, so password reset
 * works on a machine with no mail server (read the link from the file).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  log: FastifyBaseLogger;
}): TMailer {
  const { smtpUrl, from, mailDir, log } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  // Builds the .eml text without sending anything.
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = (await writer.sendMail({ from, ...mail })) as { message: Buffer };
      await mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`);
      await writeFile(file, message);
      log.info({ to: mail.to, subject: mail.subject, file }, `mail written to ${file} (no SMTP_URL):\n${mail.text}`);
    },
  };
}
