import { randomUUID } from 'node:crypto';
import {
  FILE_FORMAT_ERROR_TITLE,
  FILE_SIZE_ERROR_TITLE,
  QUESTION_EDIT_IMAGE_FORMAT,
  QUESTION_IMAGE_FORMAT,
  questionEditImageFileSchema,
  questionImageFileSchema,
  type ImageUploadResponse,
} from '@mathwise/api-contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Actor } from '../../platform/auth/actor';
import { badRequest } from '../../platform/http/http-errors';
import type { Storage } from '../../platform/storage/storage';
import { assertCanManageQuestionBank } from './question-bank.policy';
import { sanitiseSvg } from './svg-sanitiser';

/** Decoding stops above this many pixels, so a small file that inflates to a huge bitmap is refused cheaply. */
const MAX_INPUT_PIXELS = 100_000_000;
/** Images live where the curriculum serves them: the spec's storage path questions/{image_url}. */
const STORAGE_FOLDER = 'questions';

export type ImageForm = 'add' | 'edit';

export interface ImageUpload {
  /** The add form takes png, svg, jpeg and gif; the edit form png and jpeg (spec 3 §5). */
  form: ImageForm;
  file: Buffer | undefined;
}

interface EncodedImage {
  body: Buffer;
  contentType: string;
  extension: string;
}

/** What the bytes are, never what the name or the browser claims: file-type for rasters, a parse for SVG. */
async function detectImageType(bytes: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected && detected.mime !== 'application/xml') return detected.mime;
  return looksLikeText(bytes) ? 'image/svg+xml' : (detected?.mime ?? 'application/octet-stream');
}

function looksLikeText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096).toString('utf8');
  return (
    !head.includes('\u0000') && /<svg[\s>]/.test(bytes.toString('utf8', 0, Math.min(bytes.length, 1_000_000)))
  );
}

/**
 * Re-encodes a raster image, which drops EXIF (camera, GPS) and any bytes hidden after the image; an SVG is rebuilt
 * by the allow-list sanitiser so it can never run script.
 */
async function encodeImage(bytes: Buffer, type: string): Promise<EncodedImage> {
  if (type === 'image/svg+xml') {
    const clean = sanitiseSvg(bytes.toString('utf8'));
    return { body: Buffer.from(clean, 'utf8'), contentType: type, extension: 'svg' };
  }
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  if (type === 'image/gif') {
    const body = await sharp(bytes, { ...options, animated: true })
      .gif()
      .toBuffer();
    return { body, contentType: type, extension: 'gif' };
  }
  // rotate() applies the EXIF orientation before the metadata is dropped, so the picture stays upright.
  const image = sharp(bytes, options).rotate();
  if (type === 'image/jpeg') {
    return { body: await image.jpeg({ quality: 90 }).toBuffer(), contentType: type, extension: 'jpg' };
  }
  return {
    body: await image.png({ compressionLevel: 9 }).toBuffer(),
    contentType: 'image/png',
    extension: 'png',
  };
}

export function createQuestionImagesService(deps: { storage: Storage }) {
  return {
    /** POST /api/admin/uploadImage: checks, cleans and stores the image; answers the name for image_url. */
    async uploadImage(actor: Actor, upload: ImageUpload): Promise<ImageUploadResponse> {
      assertCanManageQuestionBank(actor);
      const formatMessage = upload.form === 'edit' ? QUESTION_EDIT_IMAGE_FORMAT : QUESTION_IMAGE_FORMAT;
      if (!upload.file || upload.file.length === 0) throw badRequest(formatMessage, FILE_FORMAT_ERROR_TITLE);

      const schema = upload.form === 'edit' ? questionEditImageFileSchema : questionImageFileSchema;
      const checked = schema.safeParse({
        size: upload.file.length,
        type: await detectImageType(upload.file),
      });
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const isSize = issue?.path[0] === 'size';
        throw badRequest(
          issue?.message ?? formatMessage,
          isSize ? FILE_SIZE_ERROR_TITLE : FILE_FORMAT_ERROR_TITLE,
        );
      }

      let encoded: EncodedImage;
      try {
        encoded = await encodeImage(upload.file, checked.data.type);
      } catch {
        // The right signature but an undecodable body, or an SVG that is not well-formed: a format refusal.
        throw badRequest(formatMessage, FILE_FORMAT_ERROR_TITLE);
      }
      const fileName = `${randomUUID()}.${encoded.extension}`;
      await deps.storage.put(`${STORAGE_FOLDER}/${fileName}`, encoded.body, encoded.contentType);
      return { image_url: fileName };
    },
  };
}

export type QuestionImagesService = ReturnType<typeof createQuestionImagesService>;
