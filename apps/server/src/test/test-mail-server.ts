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

/** A real SMTP server on a free loopback port: the app sends over the wire exactly as in production. */
export async function startTestMailServer(): Promise<TestMailServer> {
  const messages: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
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
            messages.push({
              from: parsed.from?.address ?? '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
            });
            waiters.splice(0).forEach((wake) => wake());
            callback();
          })
          .catch((error: unknown) => callback(error as Error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  function findMessageTo(address: string): ReceivedMail | undefined {
    return messages.find((message) => message.to.includes(address.toLowerCase()));
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
