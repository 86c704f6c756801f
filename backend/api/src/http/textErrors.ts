import { HttpApiBuilder, HttpServerResponse } from '@effect/platform';
import { Effect } from 'effect';

interface DecodeIssue {
  readonly path?: ReadonlyArray<PropertyKey>;
  readonly message?: string;
}

/** One line naming the field, from a schema decode failure (our schemas prefix their own messages). */
export const describeDecodeError = (error: { readonly issues?: ReadonlyArray<DecodeIssue> }) => {
  const issue = error.issues?.[0];
  if (!issue?.message) return 'The request body is not valid';
  const field = issue.path?.map(String).join('.');
  if (!field || issue.message.startsWith(`${field}:`)) return issue.message;
  // A nested field whose own schema names it ('text: Post text is required' at posts.0.text): its parents
  // go in front, once.
  const last = String(issue.path?.at(-1) ?? '');
  if (last && issue.message.startsWith(`${last}:`)) return `${field.slice(0, -last.length)}${issue.message}`;
  const message = /is missing|actual undefined$/.test(issue.message) ? 'is required' : issue.message;
  return `${field}: ${message}`;
};

const text400 = (message: string) =>
  HttpServerResponse.text(message, { status: 400, contentType: 'text/plain; charset=utf-8' });

const tagOf = (value: unknown) => (value as { _tag?: string } | null)?._tag;

/** A body read stopped at the size cap (HttpServerRequest.withMaxBodySize): the platform says so in words. */
const bodyTooLarge = (defect: unknown) =>
  (defect as { cause?: { message?: string } }).cause?.message === 'maxBytes exceeded';

/**
 * Every 4xx of the API is text/plain with a message the screens can show (spec §8): payload decode errors
 * and unreadable bodies (which the framework raises as a defect) are answered here instead of with JSON.
 */
export const TextErrorsLive = HttpApiBuilder.middleware(
  (app) =>
    app.pipe(
      Effect.catchAll((error: unknown) =>
        tagOf(error) === 'HttpApiDecodeError'
          ? Effect.succeed(text400(describeDecodeError(error as { issues?: DecodeIssue[] })))
          : Effect.fail(error),
      ),
      Effect.catchAllDefect((defect) =>
        tagOf(defect) === 'RequestError' && bodyTooLarge(defect)
          ? Effect.succeed(
              HttpServerResponse.text('The request body is too large', {
                status: 413,
                contentType: 'text/plain; charset=utf-8',
              }),
            )
          : tagOf(defect) === 'RequestError'
            ? Effect.succeed(
                text400(
                  (defect as { reason?: string }).reason === 'Decode'
                    ? 'The request body is not valid JSON'
                    : 'The request could not be read',
                ),
              )
            : Effect.logError('Request failed', defect).pipe(Effect.zipRight(Effect.die(defect))),
      ),
    ) as typeof app,
);
