import { randomUUID } from 'node:crypto';
import {
  PROFILE_IMAGE_ADDED,
  PROFILE_IMAGE_FORMAT,
  profileImageFileSchema,
  FILE_FORMAT_ERROR_TITLE,
  FILE_SIZE_ERROR_TITLE,
} from '@mathwise/api-contract';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, forbidden, notFound } from '../../platform/http/http-errors';
import type { Storage, StoredObject } from '../../platform/storage/storage';
import { isValidStorageKey } from '../../platform/storage/storage';
import type { SubscriptionsService } from '../billing/subscriptions.service';
import type { LearnersService } from '../learners/learners.service';
import { canEditLearnerAccount, canEditOwnAccount } from './accounts.policy';
import type { UsersRepository } from './users.repository';

/** Avatars are shown at most at 128 CSS pixels; twice that stays sharp on high-density screens. */
export const PROFILE_IMAGE_SIZE_PX = 256;
/** Decoding stops above this many pixels, so a small file that inflates to a huge bitmap is refused cheaply. */
const MAX_INPUT_PIXELS = 50_000_000;
export const PROFILE_IMAGE_URL_PREFIX = '/api/uploads/profile/';
const STORAGE_FOLDER = 'profile';
/** The only types this app ever stores, and so the only ones it serves. */
const SERVED_TYPES = new Set(['image/png', 'image/jpeg']);

export interface ProfileImageUpload {
  userId: string;
  /** The bytes as received; undefined when the form had no file. */
  file: Buffer | undefined;
}

/** The image's storage key when `url` is one of our profile image URLs, else undefined. */
export function profileImageStorageKey(url: string | null): string | undefined {
  if (!url?.startsWith(PROFILE_IMAGE_URL_PREFIX)) return undefined;
  const key = `${STORAGE_FOLDER}/${url.slice(PROFILE_IMAGE_URL_PREFIX.length)}`;
  return isValidStorageKey(key) ? key : undefined;
}

/**
 * Re-encodes the picture: honours then drops the EXIF orientation, strips every metadata block (EXIF, GPS, ICC
 * comments) by not asking sharp to keep any, keeps only the first frame of a GIF and crops it to a square avatar.
 * A JPEG stays a JPEG; PNG and GIF become PNG so transparency survives.
 */
async function reencode(bytes: Buffer, type: string): Promise<{ body: Buffer; type: string; ext: string }> {
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
    .rotate()
    .resize(PROFILE_IMAGE_SIZE_PX, PROFILE_IMAGE_SIZE_PX, { fit: 'cover', position: 'attention' });
  if (type === 'image/jpeg') {
    return { body: await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer(), type, ext: 'jpg' };
  }
  return { body: await image.png({ compressionLevel: 9 }).toBuffer(), type: 'image/png', ext: 'png' };
}

export function createProfileImagesService(deps: {
  users: UsersRepository;
  /** Tells the session cache (Redis) that the user's picture changed, so every instance shows the new one. */
  refreshSessionUser: (userId: string) => Promise<void>;
  learners: LearnersService;
  subscriptions: SubscriptionsService;
  storage: Storage;
  log: { warn(details: object, message: string): void };
}) {
  async function canChangePictureOf(actor: Actor, userId: string): Promise<boolean> {
    if (canEditOwnAccount(actor, userId)) return true;
    const [learner, subscription] = await Promise.all([
      deps.learners.findLearnerByUserId(userId),
      deps.subscriptions.findSubscriptionOfParent(actor.userId),
    ]);
    return canEditLearnerAccount(actor, learner, subscription);
  }

  return {
    /**
     * POST /api/admin/uploadProfileImage. The type is read from the bytes (file-type), never from the name or the
     * browser's claim. The client's old_pic is not trusted: the picture replaced is the one the server holds.
     */
    async uploadProfileImage(
      actor: Actor,
      upload: ProfileImageUpload,
    ): Promise<{ title: string; body: string; picture: string }> {
      if (!(await canChangePictureOf(actor, upload.userId))) throw forbidden();
      const user = await deps.users.findById(upload.userId);
      if (!user) throw forbidden();
      if (!upload.file || upload.file.length === 0)
        throw badRequest(PROFILE_IMAGE_FORMAT, FILE_FORMAT_ERROR_TITLE);

      const detected = await fileTypeFromBuffer(upload.file);
      const checked = profileImageFileSchema.safeParse({
        size: upload.file.length,
        type: detected?.mime ?? '',
      });
      if (!checked.success) {
        const message = checked.error.issues[0]?.message ?? PROFILE_IMAGE_FORMAT;
        const isSize = checked.error.issues[0]?.path[0] === 'size';
        throw badRequest(message, isSize ? FILE_SIZE_ERROR_TITLE : FILE_FORMAT_ERROR_TITLE);
      }

      let encoded: Awaited<ReturnType<typeof reencode>>;
      try {
        encoded = await reencode(upload.file, checked.data.type);
      } catch {
        // Right magic bytes but an undecodable or oversized body: the same answer as a wrong format.
        throw badRequest(PROFILE_IMAGE_FORMAT, FILE_FORMAT_ERROR_TITLE);
      }
      const fileName = `${randomUUID()}.${encoded.ext}`;
      await deps.storage.put(`${STORAGE_FOLDER}/${fileName}`, encoded.body, encoded.type);
      const picture = `${PROFILE_IMAGE_URL_PREFIX}${fileName}`;
      await deps.users.updateImage(user.id, picture);
      await deps.refreshSessionUser(user.id);

      const previousKey = profileImageStorageKey(user.image);
      if (previousKey) {
        // The new picture is saved; a file left behind only wastes space, so it must not fail the upload.
        await deps.storage.delete(previousKey).catch((error: unknown) => {
          deps.log.warn({ err: error, key: previousKey }, 'could not delete a replaced profile image');
        });
      }
      return { title: 'Image added', body: PROFILE_IMAGE_ADDED, picture };
    },

    /** GET /api/uploads/profile/:file. Profile pictures are public under unguessable names, like most avatars. */
    async readProfileImage(fileName: string): Promise<StoredObject> {
      const key = `${STORAGE_FOLDER}/${fileName}`;
      if (!isValidStorageKey(key)) throw notFound();
      const stored = await deps.storage.get(key);
      if (!stored || !SERVED_TYPES.has(stored.contentType)) throw notFound();
      return stored;
    },
  };
}

export type ProfileImagesService = ReturnType<typeof createProfileImagesService>;
