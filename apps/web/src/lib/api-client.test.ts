// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, requestApi } from './api-client';

// A real HTTP server standing in for any backend: the client's parsing is exercised over a real socket.
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(body);
    };
    if (request.url === '/ok' && request.method === 'POST') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => send(200, JSON.stringify({ echoed: JSON.parse(raw) as unknown })));
      return;
    }
    if (request.url === '/conflict')
      return send(409, JSON.stringify({ title: 'Conflict', body: 'Already taken.' }));
    if (request.url === '/broken') return send(500, '<html>oops</html>');
    if (request.url === '/fresh')
      return send(200, JSON.stringify({ from: 'server', method: request.method }));
    send(404, JSON.stringify({ title: 'Not found', body: 'No such thing.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('requestApi', () => {
  it('sends JSON and returns the parsed answer', async () => {
    await expect(requestApi(`${origin}/ok`, { method: 'POST', body: { user_id: 'u1' } })).resolves.toEqual({
      echoed: { user_id: 'u1' },
    });
  });

  it("throws ApiRequestError with the server's title, body and status", async () => {
    const error = await requestApi(`${origin}/conflict`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ title: 'Conflict', body: 'Already taken.', status: 409 });
  });

  it('falls back to a generic message when the failure is not { title, body }', async () => {
    const error = await requestApi(`${origin}/broken`).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ title: 'Server error', status: 500 });
  });

  it('reports an unreachable server as status 0', async () => {
    const error = await requestApi('http://127.0.0.1:1/unreachable').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ title: 'Network error', status: 0 });
  });
});
