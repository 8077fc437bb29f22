import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startSmtpReceiver } from '../../apps/server/src/test/test-mail-server';
import type { ReceivedMail } from '../../apps/server/src/test/test-mail-server';

export interface CapturedMail extends ReceivedMail {
  receivedAt: string;
}

/**
 * A real SMTP server the journeys' app sends to. Each message is written as a JSON file, because test workers run
 * in other processes than the one that owns this server.
 */
export async function startMailCapture(port: number, directory: string): Promise<() => Promise<void>> {
  mkdirSync(directory, { recursive: true });
  let count = 0;
  const receiver = await startSmtpReceiver(port, (mail) => {
    const captured: CapturedMail = { ...mail, receivedAt: new Date().toISOString() };
    count += 1;
    writeFileSync(join(directory, `${Date.now()}-${count}.json`), JSON.stringify(captured));
  });
  return receiver.close;
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
