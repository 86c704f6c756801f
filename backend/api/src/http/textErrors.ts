import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import { CONCURRENT_CHANGE } from '@market-muse/contracts/api';
import { BODY_TOO_LARGE, excerpt, UNKNOWN_FIELD } from '@market-muse/contracts/requests';
import { Effect } from 'effect';
import { describeDefect } from './defects.ts';

interface DecodeIssue {
  readonly _tag?: string;
  readonly path?: ReadonlyArray<PropertyKey>;
  readonly message?: string;
}

/** The longest message a 400 carries: a field's name and its rule, never the value sent. */
const MAX_MESSAGE = 300;

/**
 * The framework's own wording for a value of the wrong kind ("Expected string, actual <the value>") in
 * our words, without the value: `actual …` would quote the whole input back.
 */
const plainRule = (message: string) => {
  const expected = /^Expected (.*?)(?:, actual [\s\S]*)?$/.exec(message)?.[1];
  if (expected === undefined) return message;
  if (expected === 'string') return 'must be text';
  if (expected === 'number' || expected.startsWith('a finite number')) return 'must be a number';
  if (expected === 'boolean') return 'must be true or false';
  if (expected === 'null' || expected === 'undefined') return 'is not valid here';
  if (expected.startsWith('ReadonlyArray<') || expected.startsWith('readonly [')) return 'must be a list';
  if (expected.startsWith('{')) return 'must be an object';
  return 'is not valid';
};

const shortened = (message: string) =>
  message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE - 1)}…` : message;

/** One line naming the field, from a schema decode failure (our schemas prefix their own messages). */
export const describeDecodeError = (error: { readonly issues?: ReadonlyArray<DecodeIssue> }) => {
  const issue = error.issues?.[0];
  if (!issue?.message) return 'The request body is not valid';
  const field = issue.path?.map(String).join('.');
  if (issue._tag === 'Unexpected') return shortened(`${excerpt(field ?? '')}: ${UNKNOWN_FIELD}`);
  if (!field) {
    // The body as a whole: missing (read as null) or not the object the route takes.
    if (/^Expected .*, actual null$/.test(issue.message))
      return 'The request body is required (a JSON object)';
    return shortened(
      issue.message.startsWith('Expected ') ? 'The request body must be a JSON object' : issue.message,
    );
  }
  if (issue.message.startsWith(`${field}:`)) return shortened(issue.message);
  // A nested field whose own schema names it ('text: Post text is required' at posts.0.text): its parents
  // go in front, once.
  const last = String(issue.path?.at(-1) ?? '');
  if (last && issue.message.startsWith(`${last}:`))
    return shortened(`${field.slice(0, -last.length)}${issue.message}`);
  const message = /is missing|actual undefined$/.test(issue.message)
    ? 'is required'
    : plainRule(issue.message);
  return shortened(`${field}: ${message}`);
};

const text = (status: number, message: string) =>
  HttpServerResponse.text(message, { status, contentType: 'text/plain; charset=utf-8' });

const tagOf = (value: unknown) => (value as { _tag?: string } | null)?._tag;

/** A body read stopped at the size cap (HttpServerRequest.withMaxBodySize): the platform says so in words. */
const bodyTooLarge = (defect: unknown) =>
  (defect as { cause?: { message?: string } }).cause?.message === 'maxBytes exceeded';

/**
 * Every 4xx of the API is text/plain with a message the screens can show: payload decode errors
 * and unreadable bodies (which the framework raises as a defect) are answered here instead of with JSON.
 * A conflict that escaped its handler's mapping is still a 409, never a 500. What remains is our fault: it
 * is logged once, as an error, without the request's data (see defects.ts); a refused request is not an
 * error of ours and is not logged as one.
 */
export const TextErrorsLive = HttpApiBuilder.middleware(
  (app) =>
    app.pipe(
      Effect.catchAll((error: unknown) =>
        tagOf(error) === 'HttpApiDecodeError'
          ? Effect.succeed(text(400, describeDecodeError(error as { issues?: DecodeIssue[] })))
          : Effect.fail(error),
      ),
      Effect.catchAllDefect((defect) => {
        if (tagOf(defect) === 'RequestError') {
          if (bodyTooLarge(defect)) return Effect.succeed(text(413, BODY_TOO_LARGE));
          return Effect.succeed(
            text(
              400,
              (defect as { reason?: string }).reason === 'Decode'
                ? 'The request body is not valid JSON'
                : 'The request could not be read',
            ),
          );
        }
        if (tagOf(defect) === 'WrongExpectedVersion') return Effect.succeed(text(409, CONCURRENT_CHANGE));
        return Effect.logError('Request failed', describeDefect(defect)).pipe(
          Effect.zipRight(Effect.die(defect)),
        );
      }),
    ) as typeof app,
);
