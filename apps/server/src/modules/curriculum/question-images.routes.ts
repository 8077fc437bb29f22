import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/http/http-errors';
import type { Storage } from '../../platform/storage/storage';
import { QUESTION_IMAGE_PREFIX } from './question-images';

const imageFileSchema = z.strictObject({ file: z.string().regex(/^[\w-]+\.(svg|png|jpe?g|gif)$/) });

/**
 * Question images at the spec's storage path questions/{image_url}, read through the platform storage (local disk
 * or S3). The file name pattern rules out path tricks, and the sandboxing CSP means an SVG opened on its own can
 * never run script.
 */
export function questionImageRoutes(storage: Storage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/storage/questions/:file',
      { schema: { tags: ['curriculum'], summary: 'A question image or diagram', params: imageFileSchema } },
      async (request, reply) => {
        const image = await storage.get(`${QUESTION_IMAGE_PREFIX}/${request.params.file}`);
        if (!image) throw notFound('There is no such image.');
        return reply
          .type(image.contentType)
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(image.body);
      },
    );
  };
}
