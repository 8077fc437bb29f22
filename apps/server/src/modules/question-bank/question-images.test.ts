import {
  FILE_FORMAT_ERROR_TITLE,
  QUESTION_EDIT_IMAGE_FORMAT,
  QUESTION_IMAGE_FORMAT,
  type ImageUploadResponse,
} from '@mathwise/api-contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorAnswer } from '../../test/error-answer';
import { buildTeacher, type TestUser } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { createTestApp } from '../../test/test-app';

let testApp: TestApp;
let teacher: TestUser;

beforeAll(async () => {
  testApp = await createTestApp();
  teacher = await buildTeacher(testApp);
}, 180_000);

afterAll(async () => {
  await testApp.close();
});

function upload(
  bytes: Buffer,
  options: { fileName?: string; form?: 'add' | 'edit'; mimeType?: string } = {},
) {
  const boundary = '----mathwise-image-test';
  const parts: Buffer[] = [];
  if (options.form) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="form"\r\n\r\n${options.form}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="filesToSave"; filename="${options.fileName ?? 'image.png'}"\r\n` +
        `Content-Type: ${options.mimeType ?? 'image/png'}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/uploadImage',
    headers: { ...teacher.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  });
}

function fetchStored(imageUrl: string) {
  return testApp.app.inject({ method: 'GET', url: `/api/storage/questions/${imageUrl}` });
}

const solid = () => sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366cc' } });

describe('POST /api/admin/uploadImage', () => {
  it('re-encodes a JPEG without its EXIF data and serves it at questions/{image_url}', async () => {
    const withExif = await solid()
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'GPS here' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const response = await upload(withExif, { fileName: 'photo.jpg', mimeType: 'image/jpeg' });
    expect(response.statusCode, response.body).toBe(200);
    const { image_url: imageUrl } = response.json<ImageUploadResponse>();
    expect(imageUrl).toMatch(/^[0-9a-f-]+\.jpg$/);

    const served = await fetchStored(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);
  });

  it('accepts PNG and GIF on the add form', async () => {
    const png = await upload(await solid().png().toBuffer());
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json<ImageUploadResponse>().image_url).toMatch(/\.png$/);
    const gif = await upload(await solid().gif().toBuffer(), { fileName: 'a.gif', mimeType: 'image/gif' });
    expect(gif.statusCode, gif.body).toBe(200);
    expect(gif.json<ImageUploadResponse>().image_url).toMatch(/\.gif$/);
  });

  it('stores an SVG only after removing its script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" viewBox="0 0 4 4"><script>alert(2)</script><rect width="4" height="4"/></svg>',
    );
    const response = await upload(svg, { fileName: 'd.svg', mimeType: 'image/svg+xml' });
    expect(response.statusCode, response.body).toBe(200);
    const { image_url: imageUrl } = response.json<ImageUploadResponse>();
    expect(imageUrl).toMatch(/\.svg$/);
    const stored = (await fetchStored(imageUrl)).body;
    expect(stored).toContain('<rect width="4" height="4"/>');
    expect(stored).not.toContain('script');
    expect(stored).not.toContain('onload');
  });

  it('judges the format by content, not by name or claimed type', async () => {
    const disguised = await upload(Buffer.from('MZ not really an image at all'), { fileName: 'x.png' });
    const answer = expectErrorAnswer(disguised, 400);
    expect(answer).toEqual({ title: FILE_FORMAT_ERROR_TITLE, body: QUESTION_IMAGE_FORMAT });

    const pdf = await upload(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), { fileName: 'x.jpg' });
    expect(expectErrorAnswer(pdf, 400).title).toBe(FILE_FORMAT_ERROR_TITLE);

    const truncatedPng = (await solid().png().toBuffer()).subarray(0, 40);
    expect(expectErrorAnswer(await upload(truncatedPng), 400).title).toBe(FILE_FORMAT_ERROR_TITLE);

    const html = await upload(Buffer.from('<html><script>alert(1)</script><svg></svg></html>'), {
      fileName: 'x.svg',
    });
    expect(expectErrorAnswer(html, 400).title).toBe(FILE_FORMAT_ERROR_TITLE);
  });

  it('takes only PNG and JPEG on the edit form', async () => {
    const gif = await upload(await solid().gif().toBuffer(), { form: 'edit', fileName: 'a.gif' });
    expect(expectErrorAnswer(gif, 400)).toEqual({
      title: FILE_FORMAT_ERROR_TITLE,
      body: QUESTION_EDIT_IMAGE_FORMAT,
    });
    const png = await upload(await solid().png().toBuffer(), { form: 'edit' });
    expect(png.statusCode).toBe(200);
  });

  it('refuses an empty form', async () => {
    const boundary = '----empty';
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/uploadImage',
      headers: { ...teacher.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}--\r\n`,
    });
    expectErrorAnswer(response, 400);
  });
});
