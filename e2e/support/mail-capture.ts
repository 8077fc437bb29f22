import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/**
 * A real SMTP server the journeys' app sends to. Each message is written as a JSON file, because test workers run
 * in other processes than the one that owns this server.
 */
export async function startMailCapture(port: number, directory: string): Promise<() => Promise<void>> {
  mkdirSync(directory, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            const mail: CapturedMail = {
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              receivedAt: new Date().toISOString(),
            };
            count += 1;
            writeFileSync(join(directory, `${Date.now()}-${count}.json`), JSON.stringify(mail));
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

export function readMailTo(directory: string, address: string): CapturedMail[] {
  return readdirSync(directory)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(directory, file), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

export function findVerificationLink(mail: CapturedMail): string {
  const link = /https?:\/\/\S+verify-email\?\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No verification link in the mail "${mail.subject}"`);
  return link;
}
