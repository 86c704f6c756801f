export { CONCURRENT_CHANGE, UNAUTHORIZED_MESSAGE } from '../enums.ts';

import { HttpApiSchema } from '@effect/platform';
import { Schema } from 'effect';

/**
 * API errors travel as text/plain bodies: the screens show `${status}: ${body}`, so the body is
 * the human message itself. On the server each error is a tagged class; on the wire, its message.
 */
const textError = <Self extends { readonly message: string }, Encoded extends { readonly message: string }>(
  schema: Schema.Schema<Self, Encoded>,
  tag: string,
  status: number,
) => {
  const text: Schema.Schema<Self, string> = Schema.transform(Schema.String, schema, {
    strict: false,
    decode: (message) => ({ _tag: tag, message }) as unknown as Encoded,
    encode: (error) => error.message,
  });
  return HttpApiSchema.withEncoding(text, { kind: 'Text', contentType: 'text/plain' }).annotations(
    HttpApiSchema.annotations({ status }),
  );
};

export class BadRequest extends Schema.TaggedError<BadRequest>()('BadRequest', { message: Schema.String }) {}
export class Unauthorized extends Schema.TaggedError<Unauthorized>()('Unauthorized', {
  message: Schema.String,
}) {}
export class NotFound extends Schema.TaggedError<NotFound>()('NotFound', { message: Schema.String }) {}
export class Conflict extends Schema.TaggedError<Conflict>()('Conflict', { message: Schema.String }) {}
export class ServiceUnavailable extends Schema.TaggedError<ServiceUnavailable>()('ServiceUnavailable', {
  message: Schema.String,
}) {}

/** Authenticated, but not allowed (a wrong operator token). */
export class Forbidden extends Schema.TaggedError<Forbidden>()('Forbidden', { message: Schema.String }) {}

export const BadRequestText = textError(BadRequest, 'BadRequest', 400);
export const ForbiddenText = textError(Forbidden, 'Forbidden', 403);
export const UnauthorizedText = textError(Unauthorized, 'Unauthorized', 401);
export const NotFoundText = textError(NotFound, 'NotFound', 404);
export const ConflictText = textError(Conflict, 'Conflict', 409);
export class TooManyRequests extends Schema.TaggedError<TooManyRequests>()('TooManyRequests', {
  message: Schema.String,
}) {}

export const ServiceUnavailableText = textError(ServiceUnavailable, 'ServiceUnavailable', 503);
export const TooManyRequestsText = textError(TooManyRequests, 'TooManyRequests', 429);

/** The body, or the change it would store, is over its limit (the body is not read further). */
export class PayloadTooLarge extends Schema.TaggedError<PayloadTooLarge>()('PayloadTooLarge', {
  message: Schema.String,
}) {}
export const PayloadTooLargeText = textError(PayloadTooLarge, 'PayloadTooLarge', 413);
