// Failures answered exactly as the server answers them (`${status}: ${body}`), so screens and
// toasts behave the same in demo mode: request bodies are checked with the contract's own schemas, and a
// use case's refusal maps to the status the API would send.
import { CONCURRENT_CHANGE } from '@market-muse/contracts/enums';
import { TOO_LARGE_TO_STORE } from '@market-muse/contracts/requests';
import { DomainError, EventStoreError, EventTooLarge, WrongExpectedVersion } from '@market-muse/domain';
import { ParseResult, Schema } from 'effect';
import { ApiError } from '../errors.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
};

export const apiError = (status: number, message: string) =>
  new ApiError(status, STATUS_TEXT[status] ?? '', message);

export const badRequest = (message: string) => apiError(400, message);
export const notFound = (message: string) => apiError(404, message);
export const unauthorized = () => apiError(401, 'Unauthorized');

interface Issue {
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
}

/** One line naming the field, as the API's decode errors read (backend/api textErrors.ts). */
const describeIssue = (issue: Issue | undefined) => {
  if (!issue?.message) return 'The request body is not valid';
  const field = issue.path.map(String).join('.');
  if (!field || issue.message.startsWith(`${field}:`)) return issue.message;
  // A nested field whose own schema names it ('text: Post text is required' at posts.0.text): its parents
  // go in front, once.
  const last = String(issue.path.at(-1) ?? '');
  if (last && issue.message.startsWith(`${last}:`)) return `${field.slice(0, -last.length)}${issue.message}`;
  const message = /is missing|actual undefined$/.test(issue.message) ? 'is required' : issue.message;
  return `${field}: ${message}`;
};

/** Decodes a request body with its contract schema; a refusal is the server's 400 with the same text. */
export const decodeBody = <A, I>(schema: Schema.Schema<A, I>, body: unknown): A => {
  const result = Schema.decodeUnknownEither(schema, { errors: 'first' })(body);
  if (result._tag === 'Right') return result.right;
  throw badRequest(describeIssue(ParseResult.ArrayFormatter.formatErrorSync(result.left)[0]));
};

/**
 * A use case's failure as the API answers it (backend/api handlerSupport.ts): a broken rule as its status
 * and the decider's message, a race still lost after the retries as a conflict, an event over the store's
 * size limit as 413; a storage failure is the browser's own error.
 */
export const failureOf = (error: unknown): unknown => {
  if (error instanceof DomainError) {
    if (error.code === 'invalid') return badRequest(error.message);
    if (error.code === 'conflict') return apiError(409, error.message);
    return notFound(error.message);
  }
  if (error instanceof WrongExpectedVersion) return apiError(409, CONCURRENT_CHANGE);
  if (error instanceof EventTooLarge) return apiError(413, TOO_LARGE_TO_STORE);
  if (error instanceof EventStoreError)
    return error.concurrentWrite ? apiError(409, CONCURRENT_CHANGE) : error.cause;
  return error;
};
