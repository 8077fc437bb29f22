import {
  uploadErrorResponseSchema,
  type UploadKind,
  type UploadResult,
  type UploadRowError,
} from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { adminQuestionsKey } from './use-admin-questions.query';

/** The spec's three upload calls (spec 3 §7). */
export const UPLOAD_PATHS: Record<UploadKind, string> = {
  questions: '/api/add-questions',
  'question-helpers': '/api/add-question-helper',
  tasks: '/api/add-tasks',
};

/** A refused upload: the server's title and body plus its list of bad rows (empty when not about rows). */
export class UploadRefusedError extends ApiRequestError {
  constructor(
    details: { title: string; body: string; status: number },
    readonly rowErrors: UploadRowError[],
  ) {
    super(details);
    this.name = 'UploadRefusedError';
  }
}

/**
 * Sends the rows of one file. `requestApi` keeps only `{ title, body }` of a failure, and a refused upload also
 * lists its bad rows, so this call reads the answer itself.
 */
export async function uploadRows(kind: UploadKind, rows: unknown[]): Promise<UploadResult> {
  let response: Response;
  try {
    response = await fetch(UPLOAD_PATHS[kind], {
      method: 'POST',
      body: JSON.stringify(rows),
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  } catch {
    throw new UploadRefusedError(
      { title: 'Network error', body: 'The server could not be reached.', status: 0 },
      [],
    );
  }
  const payload = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return payload as UploadResult;
  const refusal = uploadErrorResponseSchema.safeParse(payload);
  if (refusal.success) {
    throw new UploadRefusedError({ ...refusal.data, status: response.status }, refusal.data.row_errors);
  }
  const answer = (payload ?? {}) as { title?: string; body?: string };
  throw new UploadRefusedError(
    {
      title: answer.title ?? 'Server error',
      body: answer.body ?? 'The file could not be uploaded. Please try again later.',
      status: response.status,
    },
    [],
  );
}

/** POST /api/add-questions, /api/add-question-helper or /api/add-tasks with the rows of one file. */
export function useUploadRows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, rows }: { kind: UploadKind; rows: unknown[] }) => uploadRows(kind, rows),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQuestionsKey }),
  });
}
