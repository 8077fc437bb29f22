import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What the outbox keeps of each message; the development mailbox page lists these files. */
export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to the outbox folder, so a laptop or a fresh clone
 * can read its mail at /dev/mailbox without any mail server.
 */
export function createMailer(settings: AppConfig['mail']): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: settings.from, ...message });
      },
    };
  }
  return {
    send(message) {
      mkdirSync(settings.outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      const id = `${sentAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      const entry: OutboxEntry = { id, from: settings.from, sentAt, ...message };
      writeFileSync(join(settings.outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
      return Promise.resolve();
    },
  };
}
