import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** A mail as sent: its plain-text part and its HTML part ('' when it has none). */
export type SentMail = { to: string; subject: string; text: string; html: string };

/** The mails the API wrote (as .eml files) to the run's data folder, oldest first. */
async function readMails(): Promise<SentMail[]> {
  const folder = path.join(process.env['E2E_DATA_DIR'] ?? '', 'mail');
  const files = (await readdir(folder).catch(() => [] as string[])).sort();
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(path.join(folder, file)));
      return {
        to: mail.to ? [mail.to].flat().map((a) => a.text).join(', ') : '',
        subject: mail.subject ?? '',
        text: mail.text ?? '',
        html: typeof mail.html === 'string' ? mail.html : '',
      };
    }),
  );
}

/** The mails to `address` so far that `matches` accepts, oldest first. */
export async function mailsTo(address: string, matches: (mail: SentMail) => boolean = () => true): Promise<SentMail[]> {
  return (await readMails()).filter((m) => m.to.includes(address) && matches(m));
}

/**
 * Waits until a mail to `address` arrives (the API sends it while answering,
 * but give it a moment); with `matches`, the newest such mail it accepts.
 */
export async function waitForMail(
  address: string,
  timeoutMs = 10_000,
  matches: (mail: SentMail) => boolean = () => true,
): Promise<SentMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await readMails()).reverse().find((m) => m.to.includes(address) && matches(m));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link in a mail whose URL contains `fragment`. */
export function linkIn(mail: SentMail, fragment: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(fragment));
  if (!link) throw new Error(`No link containing ${fragment} in "${mail.subject}"`);
  return link;
}
