import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface TestMailServer {
  /** The SMTP_URL for the app under test. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves with the first message to `address` (waiting for it to arrive), failing after `timeoutMs`. */
  waitForMessageTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export interface SmtpReceiver {
  port: number;
  close: () => Promise<void>;
}

/**
 * A real SMTP server on loopback (port 0 picks a free one) that hands each parsed message to `onMail`. The server
 * tests and the browser journeys both receive the app's mail through it, so both see what production would send.
 */
export async function startSmtpReceiver(
  port: number,
  onMail: (mail: ReceivedMail) => void,
): Promise<SmtpReceiver> {
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
            onMail({
              from: parsed.from?.address ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
            });
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A receiver on a free port that keeps every message, for the server tests. */
export async function startTestMailServer(): Promise<TestMailServer> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const receiver = await startSmtpReceiver(0, (mail) => {
    messages.push(mail);
    waiters.splice(0).forEach((wake) => wake());
  });

  function findMessageTo(address: string): ReceivedMail | undefined {
    return messages.find((message) => message.to.includes(address.toLowerCase()));
  }

  return {
    url: `smtp://127.0.0.1:${receiver.port}`,
    messages,
    waitForMessageTo(address, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`No mail to ${address} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        const check = () => {
          const found = findMessageTo(address);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else {
            waiters.push(check);
          }
        };
        check();
      });
    },
    close: receiver.close,
  };
}
