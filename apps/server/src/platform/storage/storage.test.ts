import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk.storage';
import { createS3Storage } from './s3.storage';
import type { Storage } from './storage';
import { isValidStorageKey } from './storage';

interface FakeObject {
  body: Buffer;
  contentType: string;
}

/** Answers PutObject, GetObject and DeleteObject the way S3 does for path-style requests (/bucket/key). */
async function startFakeS3() {
  const objects = new Map<string, FakeObject>();
  const requests: Array<{ method: string; path: string; authorization: string | undefined }> = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3.local').pathname);
      requests.push({ method: request.method ?? '', path, authorization: request.headers.authorization });
      if (request.method === 'PUT') {
        objects.set(path, {
          body: Buffer.concat(chunks),
          contentType: request.headers['content-type'] ?? 'application/octet-stream',
        });
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        response
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function behavesLikeStorage(name: string, open: () => Storage) {
  describe(name, () => {
    it('stores, reads back with its content type, and deletes an object', async () => {
      const storage = open();
      const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      await storage.put('profile/abc-123.png', body, 'image/png');
      expect(await storage.get('profile/abc-123.png')).toEqual({ body, contentType: 'image/png' });
      await storage.delete('profile/abc-123.png');
      expect(await storage.get('profile/abc-123.png')).toBeUndefined();
    });

    it('answers undefined for a missing object and deletes a missing object quietly', async () => {
      const storage = open();
      expect(await storage.get('profile/missing.png')).toBeUndefined();
      await expect(storage.delete('profile/missing.png')).resolves.toBeUndefined();
    });

    it('refuses keys that could leave the folder', async () => {
      const storage = open();
      for (const key of [
        '../secret',
        'profile/../../etc/passwd',
        '/absolute.png',
        'profile\\x.png',
        'profile/',
      ]) {
        await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('Invalid storage key');
      }
    });
  });
}

let directory: string;
let fakeS3: Awaited<ReturnType<typeof startFakeS3>>;
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'mathwise-storage-'));
  fakeS3 = await startFakeS3();
});
afterAll(async () => {
  rmSync(directory, { recursive: true, force: true });
  await fakeS3.close();
});

behavesLikeStorage('local disk storage', () => createLocalDiskStorage(directory));
behavesLikeStorage('S3 storage', () =>
  createS3Storage({
    driver: 's3',
    bucket: 'avatars',
    region: 'ca-central-1',
    endpoint: fakeS3.endpoint,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
  }),
);

describe('S3 storage requests', () => {
  it('signs path-style requests into the configured bucket', async () => {
    const storage = createS3Storage({
      driver: 's3',
      bucket: 'avatars',
      region: 'ca-central-1',
      endpoint: fakeS3.endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
    });
    await storage.put('profile/signed.jpg', Buffer.from('jpeg'), 'image/jpeg');
    const put = fakeS3.requests.find((request) => request.path === '/avatars/profile/signed.jpg');
    expect(put?.method).toBe('PUT');
    expect(put?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/ca-central-1\/s3\//);
    expect(fakeS3.objects.get('/avatars/profile/signed.jpg')?.contentType).toBe('image/jpeg');
  });
});

describe('local disk storage files', () => {
  it('leaves no temporary file behind after a write', async () => {
    const storage = createLocalDiskStorage(directory);
    await storage.put('profile/whole.png', Buffer.from('data'), 'image/png');
    expect(readdirSync(join(directory, 'profile')).filter((file) => file.endsWith('.tmp'))).toEqual([]);
  });
});

describe('storage keys', () => {
  it('accepts only server-made names in a folder', () => {
    expect(isValidStorageKey('profile/0f8b-11aa.png')).toBe(true);
    expect(isValidStorageKey('profile/a.b.png')).toBe(false);
    expect(isValidStorageKey('profile')).toBe(false);
  });
});
