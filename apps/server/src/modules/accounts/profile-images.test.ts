import { randomBytes } from 'node:crypto';
import {
  FILE_FORMAT_ERROR_TITLE,
  FILE_SIZE_ERROR_TITLE,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  PROFILE_IMAGE_ADDED,
  PROFILE_IMAGE_FORMAT,
} from '@mathwise/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import type { TestUser } from '../../test/factories';
import { buildLearner, buildParent, buildSubscription } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';
import { PROFILE_IMAGE_SIZE_PX } from './profile-images.service';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

interface FilePart {
  name: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: FilePart) {
  const boundary = `----mathwise${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profilePicFile"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(headers: Record<string, string>, fields: Record<string, string>, file?: FilePart) {
  const body = multipart(fields, file);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/uploadProfileImage',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

function fetchPicture(url: string) {
  return testApp.app.inject({ method: 'GET', url });
}

const canvas = { width: 640, height: 480, channels: 3 as const, background: { r: 30, g: 120, b: 200 } };
const pngFile = async (): Promise<FilePart> => ({
  name: 'me.png',
  type: 'image/png',
  content: await sharp({ create: canvas }).png().toBuffer(),
});

async function findImage(userId: string): Promise<string | null> {
  const row = await testApp.database.db
    .selectFrom('user')
    .select('image')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.image;
}

async function buildFamily() {
  const parent = await buildParent(testApp);
  const learner = await buildLearner(testApp);
  const sibling = await buildLearner(testApp);
  await buildSubscription(testApp, parent, [learner, sibling], 2);
  return { parent, learner, sibling };
}

describe('POST /api/admin/uploadProfileImage', () => {
  it('re-encodes a PNG to a square avatar, stores it and serves it back with nosniff', async () => {
    const parent = await buildParent(testApp);
    const response = await upload(parent.headers, { user_id: parent.userId, old_pic: '' }, await pngFile());
    expect(response.statusCode).toBe(200);
    const body = response.json<{ title: string; body: string; picture: string }>();
    expect(body.body).toBe(PROFILE_IMAGE_ADDED);
    expect(body.picture).toMatch(/^\/api\/uploads\/profile\/[a-f0-9-]+\.png$/);
    expect(await findImage(parent.userId)).toBe(body.picture);

    const served = await fetchPicture(body.picture);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({
      format: 'png',
      width: PROFILE_IMAGE_SIZE_PX,
      height: PROFILE_IMAGE_SIZE_PX,
    });
  });

  it('removes EXIF (camera, author, location) from a JPEG', async () => {
    const learner = await buildLearner(testApp);
    const marker = 'SECRET-EXIF-MARKER';
    const original = await sharp({ create: canvas })
      .jpeg()
      .withExif({ IFD0: { Copyright: marker, Artist: marker, Make: 'PhoneMaker' } })
      .toBuffer();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.includes(marker)).toBe(true);

    const response = await upload(
      learner.headers,
      { user_id: learner.userId },
      { name: 'holiday.jpg', type: 'image/jpeg', content: original },
    );
    expect(response.statusCode).toBe(200);
    const served = await fetchPicture(response.json<{ picture: string }>().picture);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(marker)).toBe(false);
    expect(served.rawPayload.includes('PhoneMaker')).toBe(false);
  });

  it('accepts a GIF, keeping its first frame as a PNG', async () => {
    const parent = await buildParent(testApp);
    const gif = await sharp({ create: canvas }).gif().toBuffer();
    const response = await upload(
      parent.headers,
      { user_id: parent.userId },
      { name: 'wave.gif', type: 'image/gif', content: gif },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<{ picture: string }>().picture).toMatch(/\.png$/);
  });

  it('judges by content: refuses a renamed .exe posing as a PNG, and an SVG, and keeps the old picture', async () => {
    const parent = await buildParent(testApp);
    const first = await upload(parent.headers, { user_id: parent.userId }, await pngFile());
    const picture = first.json<{ picture: string }>().picture;
    const executable = Buffer.concat([
      Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'),
      randomBytes(4096),
    ]);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      { name: 'avatar.png', type: 'image/png', content: executable },
      { name: 'avatar.png', type: 'image/png', content: svg },
      { name: 'avatar.gif', type: 'image/gif', content: Buffer.from('GIF89a-but-nothing-else') },
    ]) {
      const response = await upload(parent.headers, { user_id: parent.userId }, file);
      const answer = expectErrorAnswer(response, 400);
      expect(answer).toEqual({ title: FILE_FORMAT_ERROR_TITLE, body: PROFILE_IMAGE_FORMAT });
    }
    expect(await findImage(parent.userId)).toBe(picture);
  });

  it("answers the spec's size message for a file over 100 MB", async () => {
    const parent = await buildParent(testApp);
    const tooBig = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    (await sharp({ create: canvas }).png().toBuffer()).copy(tooBig);
    const response = await upload(
      parent.headers,
      { user_id: parent.userId },
      { name: 'huge.png', type: 'image/png', content: tooBig },
    );
    expect(expectErrorAnswer(response, 400)).toEqual({ title: FILE_SIZE_ERROR_TITLE, body: IMAGE_TOO_LARGE });
    expect(await findImage(parent.userId)).toBeNull();
  });

  it('replaces the previous picture and deletes its file, whatever old_pic the client names', async () => {
    const { parent, learner } = await buildFamily();
    const first = (await upload(parent.headers, { user_id: parent.userId }, await pngFile())).json<{
      picture: string;
    }>().picture;
    const learnerPicture = (
      await upload(learner.headers, { user_id: learner.userId }, await pngFile())
    ).json<{
      picture: string;
    }>().picture;
    const second = await upload(
      parent.headers,
      { user_id: parent.userId, old_pic: learnerPicture },
      await pngFile(),
    );
    expect(second.statusCode).toBe(200);
    expect((await fetchPicture(first)).statusCode).toBe(404);
    expect((await fetchPicture(learnerPicture)).statusCode).toBe(200);
  });

  it("lets a parent set their learner's picture; 403 for a sibling, another family or a learner's parent", async () => {
    const { parent, learner, sibling } = await buildFamily();
    const stranger = await buildParent(testApp);
    const forLearner = await upload(parent.headers, { user_id: learner.userId }, await pngFile());
    expect(forLearner.statusCode).toBe(200);
    expect(await findImage(learner.userId)).toBe(forLearner.json<{ picture: string }>().picture);

    const attempts: Array<[TestUser, string]> = [
      [learner, sibling.userId],
      [learner, parent.userId],
      [stranger, learner.userId],
      [stranger, 'no-such-user'],
    ];
    for (const [caller, userId] of attempts) {
      expectErrorAnswer(await upload(caller.headers, { user_id: userId }, await pngFile()), 403);
    }
    expect(await findImage(sibling.userId)).toBeNull();
  });

  it('answers 401 without a session and 400 without a user id, without a file or with extra fields', async () => {
    const parent = await buildParent(testApp);
    expectErrorAnswer(await upload({}, { user_id: parent.userId }, await pngFile()), 401);
    expectErrorAnswer(await upload(parent.headers, {}, await pngFile()), 400);
    const noFile = await upload(parent.headers, { user_id: parent.userId });
    expect(expectErrorAnswer(noFile, 400).body).toBe(PROFILE_IMAGE_FORMAT);
    expectErrorAnswer(
      await upload(parent.headers, { user_id: parent.userId, roles: 'teacher' }, await pngFile()),
      400,
    );
  });
});

describe('GET /api/uploads/profile/:file', () => {
  it('answers 404 for a missing picture and for a name outside the folder', async () => {
    expectErrorAnswer(
      await fetchPicture('/api/uploads/profile/00000000-0000-0000-0000-000000000000.png'),
      404,
    );
    expect(
      (await fetchPicture('/api/uploads/profile/..%2F..%2Fauth-secret')).statusCode,
    ).toBeGreaterThanOrEqual(400);
    expect((await fetchPicture('/api/uploads/profile/x.svg')).statusCode).toBe(400);
  });
});
