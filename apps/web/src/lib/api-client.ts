/** A failed API call: the server's `{ title, body }` (design brief §4) plus the HTTP status. */
export class ApiRequestError extends Error {
  readonly title: string;
  readonly body: string;
  readonly status: number;

  constructor({ title, body, status }: { title: string; body: string; status: number }) {
    super(`${title}: ${body}`);
    this.name = 'ApiRequestError';
    this.title = title;
    this.body = body;
    this.status = status;
  }
}

// Shown when the server (or a proxy in front of it) fails without the agreed `{ title, body }`; the UI translates
// status 0 (network) separately, so these English texts only surface for malformed server answers.
const FALLBACK_ERROR = {
  title: 'Server error',
  body: 'An unexpected error occurred. Please try again later.',
};
const NETWORK_ERROR = {
  title: 'Network error',
  body: 'The server could not be reached. Check your connection.',
};

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Serialised as JSON. */
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The one way the web app calls its own API: JSON in and out, session cookies sent (same origin), and every
 * failure thrown as an ApiRequestError whose title and body come from the server when it sent them.
 */
export async function requestApi<TResponse>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<TResponse> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError({ ...NETWORK_ERROR, status: 0 });
  }

  const payload = await readJson(response);
  if (!response.ok) throw new ApiRequestError({ ...(await parseApiError(payload)), status: response.status });
  return payload as TResponse;
}

/**
 * Reads the server's `{ title, body }` with the shared schema. The contract package (and zod with it) is imported
 * only on this failure path, so it stays out of the landing page's entry chunk (design brief §6: <= 150 KB gzip).
 */
async function parseApiError(payload: unknown): Promise<{ title: string; body: string }> {
  const { apiErrorSchema } = await import('@mathwise/api-contract');
  const parsed = apiErrorSchema.safeParse(payload);
  return parsed.success ? parsed.data : FALLBACK_ERROR;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
