import type { ImageUploadResponse } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';

interface UploadInput {
  file: File;
  /** Which form's formats the server applies (add: png, svg, jpeg, gif; edit: png, jpeg). */
  form: 'add' | 'edit';
}

/**
 * POST /api/admin/uploadImage as multipart (filesToSave). `requestApi` sends JSON only, so this call uses fetch and
 * turns a failure into the same ApiRequestError with the server's title and body.
 */
export async function uploadQuestionImage({ file, form }: UploadInput): Promise<ImageUploadResponse> {
  const body = new FormData();
  body.append('form', form);
  body.append('filesToSave', file);
  let response: Response;
  try {
    response = await fetch('/api/admin/uploadImage', {
      method: 'POST',
      body,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiRequestError({
      title: 'Network error',
      body: 'The server could not be reached.',
      status: 0,
    });
  }
  const payload = (await response.json().catch(() => null)) as
    (Partial<ImageUploadResponse> & { title?: string; body?: string }) | null;
  if (!response.ok || !payload?.image_url) {
    throw new ApiRequestError({
      title: payload?.title ?? 'Server error',
      body: payload?.body ?? 'The image could not be saved. Please try again later.',
      status: response.status,
    });
  }
  return { image_url: payload.image_url };
}

export function useUploadQuestionImage() {
  return useMutation({ mutationFn: uploadQuestionImage });
}
