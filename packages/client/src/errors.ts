// Any non-OK answer becomes an error whose message is `${status}: ${body text || status text}`.

export class ApiError extends Error {
  readonly status: number;
  /** The server's own text ('' when it sent none): what toasts show in place of a fallback. */
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /**
   * The server's text for a person to read, without its field prefix ('name: Project name is required'
   * → 'Project name is required'); '' when the server sent none. The kit's toastError shows it.
   */
  get userMessage(): string {
    return this.body.replace(/^[a-z][A-Za-z]*: /, '');
  }
}

/** A 401 is recognised by a message of the form '401: ...Unauthorized'. */
export function isUnauthorized(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 401;
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The text a toast shows for a failed call: the server's message without its field prefix
 * ('name: Project name is required' → 'Project name is required'), else the fallback (network errors,
 * empty bodies).
 */
export function serverText(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.userMessage) || fallback;
}
