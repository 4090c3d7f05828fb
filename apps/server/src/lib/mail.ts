import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type TMail = { to: string; subject: string; text: string; html?: string };

export type TMailer = { send(mail: TMail): Promise<void> };

/**
 * Sends mail over SMTP_URL; without it each message is written to
 * `<dataDir>/mail/<time>-<id>.eml` (plain text, UTF-8) and its text logged, so password reset
 * works on a machine with no mail server (read the link from the file).
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  log: Pick<FastifyBaseLogger, 'info'>;
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
  return {
    async send(mail) {
      await mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`);
      await writeFile(file, toEml(from, mail));
      log.info({ to: mail.to, subject: mail.subject, file }, `mail written to ${file} (no SMTP_URL):\n${mail.text}`);
    },
  };
}

const encodeHeader = (value: string) => `=?UTF-8?B?${Buffer.from(value).toString('base64')}?=`;

/**
 * A plain-text message as an .eml file with an 8-bit body, so the link can
 * be read (and copied) straight from the file; mail clients open it too.
 */
function toEml(from: string, mail: TMail): string {
  return [
    `From: ${from}`,
    `To: ${mail.to}`,
    `Subject: ${encodeHeader(mail.subject)}`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.text,
    '',
  ].join('\r\n');
}
