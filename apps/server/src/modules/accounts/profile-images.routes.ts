import multipart from '@fastify/multipart';
import {
  FILE_SIZE_ERROR_TITLE,
  IMAGE_TOO_LARGE,
  MAX_IMAGE_BYTES,
  PROFILE_IMAGE_FIELD,
  profileImageResponseSchema,
  profileImageUploadFieldsSchema,
} from '@mathwise/api-contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../platform/http/http-errors';
import type { ProfileImageUpload, ProfileImagesService } from './profile-images.service';

const uploadResponseSchema = profileImageResponseSchema.extend({ title: z.string(), body: z.string() });

function isFileTooLarge(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** Reads the multipart form: one file part (profilePicFile) and the text fields user_id and old_pic. */
async function readUploadForm(request: FastifyRequest): Promise<ProfileImageUpload> {
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PROFILE_IMAGE_FIELD || file !== undefined) {
          throw badRequest(`Send one image in the ${PROFILE_IMAGE_FIELD} field.`);
        }
        file = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw badRequest(IMAGE_TOO_LARGE, FILE_SIZE_ERROR_TITLE);
    throw error;
  }
  const parsed = profileImageUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'The form is not valid.');
  return { userId: parsed.data.user_id, file };
}

export function profileImagesRoutes(deps: { profileImages: ProfileImagesService }): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered in this plugin only: no other route accepts multipart bodies.
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });

    app.post(
      '/api/admin/uploadProfileImage',
      {
        schema: {
          tags: ['accounts'],
          summary: 'Upload a profile picture (multipart: profilePicFile, user_id, old_pic)',
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponseSchema },
        },
      },
      async (request) => {
        // Who is asking is settled before a byte of the (up to 100 MB) file is read.
        const actor = await request.requireActor();
        return deps.profileImages.uploadProfileImage(actor, await readUploadForm(request));
      },
    );

    app.get(
      '/api/uploads/profile/:file',
      {
        schema: {
          tags: ['accounts'],
          summary: 'A profile picture',
          params: z.strictObject({ file: z.string().regex(/^[A-Za-z0-9-]+\.(?:png|jpg)$/) }),
        },
      },
      async (request, reply) => {
        const image = await deps.profileImages.readProfileImage(request.params.file);
        return (
          reply
            .type(image.contentType)
            .header('x-content-type-options', 'nosniff')
            .header('content-security-policy', "default-src 'none'; sandbox")
            .header('cross-origin-resource-policy', 'same-origin')
            // A picture is never rewritten: a new upload gets a new name.
            .header('cache-control', 'public, max-age=31536000, immutable')
            .send(image.body)
        );
      },
    );
  };
}
