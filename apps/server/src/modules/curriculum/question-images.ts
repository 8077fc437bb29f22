import { createHash } from 'node:crypto';
import type { Storage } from '../../platform/storage/storage';

/** Question images live under this storage prefix; the spec loads them from questions/{image_url}. */
export const QUESTION_IMAGE_PREFIX = 'questions';

/** A generated diagram's stored name, from its content alone: the same diagram always has the same `image_url`. */
export function nameSvgImage(svg: string): string {
  return `${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.svg`;
}

/**
 * Generated diagrams are stored like a teacher's uploaded image (local disk or S3), named by content hash so the
 * same diagram is stored once, and referenced by `image_url`.
 */
export function createQuestionImageStore(storage: Storage) {
  return {
    async saveSvg(svg: string): Promise<string> {
      const name = nameSvgImage(svg);
      await storage.put(`${QUESTION_IMAGE_PREFIX}/${name}`, Buffer.from(svg), 'image/svg+xml');
      return name;
    },
  };
}

export type QuestionImageStore = ReturnType<typeof createQuestionImageStore>;
