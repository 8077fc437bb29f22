import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

/**
 * A stand-in for Square's API on a loopback port, answering with the shapes Square documents for CreateCustomer,
 * CreateCard (with the card's `fingerprint`), DisableCard, CreatePayment and RefundPayment (snake_case JSON, money in
 * the smallest unit), and
 * honouring idempotency keys the way Square does. `nextPaymentFailure` makes the next payment fail;
 * `holdNextPaymentAnswer` and `nextPaymentAnswered` let the payments crash test kill our server at the moment the
 * money has moved at the provider but our database knows nothing of it. Used by the Square gateway's server tests,
 * the crash test and the Square card-fields journey (e2e/journeys/square-card-fields.spec.ts).
 */
export function startFakeSquare() {
  const requests: RecordedRequest[] = [];
  const paymentsByKey = new Map<string, Record<string, unknown>>();
  const state: { nextPaymentFailure: 'decline' | 'server-error' | null; sequence: number } = {
    nextPaymentFailure: null,
    sequence: 0,
  };
  /** Called with each new completed payment: `held` when its answer is kept back, otherwise once it is sent. */
  const paymentWatchers: Array<{ hold: boolean; notify: (payment: Record<string, unknown>) => void }> = [];
  const heldAnswers = new Set<ServerResponse>();
  const sockets = new Set<Socket>();

  function send(response: ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  function answer(request: RecordedRequest, response: ServerResponse) {
    const body = request.body;
    state.sequence += 1;
    if (request.path === '/v2/customers') {
      return send(response, 200, {
        customer: {
          id: `CUSTOMER_${state.sequence}`,
          created_at: new Date().toISOString(),
          email_address: body.email_address,
          reference_id: body.reference_id,
        },
      });
    }
    if (request.path === '/v2/cards') {
      if (body.source_id === 'cnon:card-nonce-declined') {
        return send(response, 400, {
          errors: [
            { category: 'PAYMENT_METHOD_ERROR', code: 'GENERIC_DECLINE', detail: 'Authorization error' },
          ],
        });
      }
      const card = body.card as { customer_id: string; cardholder_name: string };
      return send(response, 200, {
        card: {
          id: `ccof:FAKE${state.sequence}`,
          card_brand: 'MASTERCARD',
          last_4: '5100',
          exp_month: 11,
          exp_year: 2031,
          cardholder_name: card.cardholder_name,
          customer_id: card.customer_id,
          // Square's Card.fingerprint: one value per card number across the application's customers. Here the
          // token stands for the card, so the same token gives the same fingerprint.
          fingerprint: `sq-1-${createHash('sha256').update(String(body.source_id)).digest('base64url')}`,
          enabled: true,
        },
      });
    }
    const disable = /^\/v2\/cards\/(.+)\/disable$/.exec(request.path);
    if (disable) {
      return send(response, 200, { card: { id: decodeURIComponent(disable[1] ?? ''), enabled: false } });
    }
    if (request.path === '/v2/payments') {
      const key = String(body.idempotency_key);
      const earlier = paymentsByKey.get(key);
      if (earlier) return send(response, 200, { payment: earlier });
      if (state.nextPaymentFailure === 'server-error') {
        state.nextPaymentFailure = null;
        return send(response, 500, { errors: [{ category: 'API_ERROR', code: 'INTERNAL_SERVER_ERROR' }] });
      }
      if (state.nextPaymentFailure === 'decline') {
        state.nextPaymentFailure = null;
        return send(response, 400, {
          errors: [
            { category: 'PAYMENT_METHOD_ERROR', code: 'GENERIC_DECLINE', detail: 'Authorization error' },
          ],
          payment: { id: `PAYMENT_${state.sequence}`, status: 'FAILED' },
        });
      }
      const payment = {
        id: `PAYMENT_${state.sequence}`,
        status: 'COMPLETED',
        amount_money: body.amount_money,
        total_money: body.amount_money,
        source_type: 'CARD',
        location_id: body.location_id,
        customer_id: body.customer_id,
        reference_id: body.reference_id,
        receipt_number: `R${state.sequence}`,
        receipt_url: `https://squareupsandbox.com/receipt/preview/PAYMENT_${state.sequence}`,
        created_at: new Date().toISOString(),
      };
      paymentsByKey.set(key, payment);
      const watcher = paymentWatchers.shift();
      if (watcher?.hold) {
        // Square has taken the money; the answer never leaves, as when the caller dies before reading it.
        heldAnswers.add(response);
        return watcher.notify(payment);
      }
      send(response, 200, { payment });
      if (watcher) response.once('finish', () => watcher.notify(payment));
      return;
    }
    if (request.path === '/v2/refunds') {
      return send(response, 200, {
        refund: { id: `REFUND_${state.sequence}`, status: 'PENDING', amount_money: body.amount_money },
      });
    }
    return send(response, 404, { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] });
  }

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: (request.url ?? '').split('?')[0] ?? '',
        headers: request.headers,
        body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
      };
      requests.push(recorded);
      answer(recorded, response);
    });
  });

  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });

  function watchNextPayment(hold: boolean): Promise<Record<string, unknown>> {
    return new Promise((resolve) => paymentWatchers.push({ hold, notify: resolve }));
  }

  return {
    requests,
    state,
    paymentsByKey,
    /**
     * The next new payment completes (it is stored under its idempotency key, as Square would) but its answer is
     * held back; resolves with the payment once it exists.
     */
    holdNextPaymentAnswer: () => watchNextPayment(true),
    /** Resolves with the next new payment once its answer has been handed to the network. */
    nextPaymentAnswered: () => watchNextPayment(false),
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => {
      for (const response of heldAnswers) response.destroy();
      heldAnswers.clear();
      // Keep-alive connections of a client that is still running would otherwise hold close() open.
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
