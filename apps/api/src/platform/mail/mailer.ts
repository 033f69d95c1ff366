import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

/**
 * A mail to send: a plain-text part and (every templated mail has one) an
 * HTML part; `headers` are extra header fields (e.g. `List-Unsubscribe`).
 */
export type MailMessage = { to: string; subject: string; text: string; html?: string; headers?: Record<string, string> };

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  /** Where messages go: the SMTP server or the folder of .eml files. */
  describe(): string;
};

export type MailerOptions = { smtpUrl?: string; from: string; mailDir: string; log: FastifyBaseLogger };

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes each message
 * as an .eml file under the mail folder, so nothing needs a mail server locally.
 */
export function createMailer({ smtpUrl, from, mailDir, log }: MailerOptions): Mailer {
  // nodemailer (about 10 MB loaded) is loaded by the first mail sent, so API
  // processes that leave sending to the job worker never carry it.
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  if (smtpUrl) {
    return {
      async send(message) {
        const info = await (await transporter()).sendMail({ from, ...message });
        log.info({ messageId: info.messageId, subject: message.subject }, 'mail sent');
      },
      describe: () => `SMTP ${new URL(smtpUrl).host}`,
    };
  }
  return {
    async send(message) {
      const info = await (await transporter()).sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true });
      const file = path.join(mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info({ file, subject: message.subject }, 'mail written');
    },
    describe: () => `files in ${mailDir}`,
  };
}
