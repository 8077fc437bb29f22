/** A failure the client can act on; answered as `{ title, body }` with its status code. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly title: string,
    public readonly body: string,
  ) {
    super(`${title}: ${body}`);
    this.name = 'HttpError';
  }
}

export const badRequest = (body: string, title = 'Invalid request') => new HttpError(400, title, body);
export const unauthorized = (body = 'Please log in to continue.') =>
  new HttpError(401, 'Not signed in', body);
export const forbidden = (body = 'You do not have access to this resource.') =>
  new HttpError(403, 'Forbidden', body);
export const notFound = (body = 'We could not find what you were looking for.') =>
  new HttpError(404, 'Not found', body);
export const conflict = (body: string, title = 'Conflict') => new HttpError(409, title, body);
