import { PROFILE_IMAGE_FIELD } from '@mathwise/api-contract';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';

interface UploadInput {
  file: File;
  userId: string;
  oldPicture: string | null;
}

export interface UploadResponse {
  title: string;
  body: string;
  picture: string;
}

/**
 * POST /api/admin/uploadProfileImage as multipart (profilePicFile, user_id, old_pic). `requestApi` sends JSON only,
 * so this call uses fetch directly and turns a failure into the same ApiRequestError with the server's title and body.
 */
export async function uploadProfileImage({ file, userId, oldPicture }: UploadInput): Promise<UploadResponse> {
  const form = new FormData();
  // Text fields first: the server reads who may upload before the (up to 100 MB) file arrives.
  form.append('user_id', userId);
  if (oldPicture) form.append('old_pic', oldPicture);
  form.append(PROFILE_IMAGE_FIELD, file);
  let response: Response;
  try {
    response = await fetch('/api/admin/uploadProfileImage', {
      method: 'POST',
      body: form,
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
  const payload = (await response.json().catch(() => null)) as Partial<UploadResponse> | null;
  if (!response.ok) {
    throw new ApiRequestError({
      title: payload?.title ?? 'Server error',
      body: payload?.body ?? 'The image could not be saved. Please try again later.',
      status: response.status,
    });
  }
  return payload as UploadResponse;
}

export function useUploadProfileImage() {
  return useMutation({ mutationFn: uploadProfileImage });
}
