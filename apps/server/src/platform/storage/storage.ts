import type { AppConfig } from '../config';
import { createLocalDiskStorage } from './local-disk.storage';
import { createS3Storage } from './s3.storage';

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * Where uploaded files live. Keys are relative, slash-separated names chosen by the server (never by a client),
 * such as `profile/3f2a….png`; every adapter refuses anything else so a key can never leave its folder or bucket.
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under this key. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-]+(?:\.[a-z0-9]+)?)+$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 200 && KEY_PATTERN.test(key);
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** Local disk under the data directory by default; S3 (or any S3-compatible service) when STORAGE_DRIVER=s3. */
export function createStorage(settings: AppConfig['storage']): Storage {
  return settings.driver === 's3' ? createS3Storage(settings) : createLocalDiskStorage(settings.directory);
}
