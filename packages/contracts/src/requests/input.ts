// The building blocks of every request schema: what a string, a list, a choice, an id or a date may be when
// it arrives. Every string a request carries goes through `Text` (directly or through the blocks below), so
// one rule holds at the boundary for all routes: it is text, it holds nothing the database cannot store (NUL,
// an unpaired UTF-16 surrogate), and it has a maximum length. Messages name the field (the 400 body) and
// never quote the value back. Each block states its rule to the OpenAPI document too, so the document and
// the server enforce the same thing (a contract test walks the document to keep it so).
import { ParseResult, Schema } from 'effect';
import {
  CALENDAR_DATE_PATTERN,
  CALENDAR_DATE_RULE,
  DATE_TIME_RULE,
  isCalendarDate,
  isDateOrDateTime,
  isDateTime,
  TIME_PATTERN,
} from '../dates.ts';

/** Unpaired UTF-16 surrogates: with the u flag a proper pair is one code point, so only a lone half matches. */
const UNPAIRED_SURROGATE = /\p{Cs}/u;

/** Text PostgreSQL can store in text and jsonb columns (and any JSON consumer can read): no NUL, no lone surrogate. */
export const isStorableText = (text: string) => !text.includes('\u0000') && !UNPAIRED_SURROGATE.test(text);

/**
 * How the document states that rule: a pattern refusing NUL. JSON Schema has no way to speak of unpaired
 * surrogates (JSON text decoders in most languages refuse them anyway), so the description says it.
 */
export const STORABLE_TEXT_PATTERN = '^[^\\u0000]*$';
export const UNSTORABLE_TEXT = 'must not contain NUL characters or unpaired surrogates';

/** Ids in paths, queries and bodies: ours are UUIDs, any id is at most this long. */
export const MAX_ID_LENGTH = 100;
/** The largest amount a number field holds (a revenue, a goal's value): far beyond any use, exact in a double. */
export const MAX_AMOUNT = 1_000_000_000_000;
export const MAX_AMOUNT_TEXT = MAX_AMOUNT.toLocaleString('en-US');
/** The longest raw value a choice field reads (its values are far shorter; blank padding included). */
const MAX_CHOICE_LENGTH = 100;

const named = (field: string | undefined, message: string) => (field ? `${field}: ${message}` : message);

/**
 * A request string of at most `max` characters (UTF-16 code units, as JavaScript counts them). `field`
 * starts each message; list entries leave it out, since the path (creativeChallenges.3) names them.
 */
export const Text = (
  field: string | undefined,
  max: number,
  tooLong = named(field, `at most ${max} characters`),
) =>
  Schema.String.annotations({ message: () => named(field, 'must be text') }).pipe(
    Schema.filter((text) => isStorableText(text) || named(field, UNSTORABLE_TEXT), {
      jsonSchema: { pattern: STORABLE_TEXT_PATTERN },
    }),
    Schema.maxLength(max, {
      message: () => tooLong,
      description: `text of at most ${max} characters, without NUL characters or unpaired UTF-16 surrogates`,
    }),
  );

/**
 * The characters JavaScript's trim() removes, as a character class body. Spelt out rather than `\\s`:
 * other languages' `\\s` (Python's, which schemathesis and many validators use) differ from JavaScript's
 * (U+FEFF is space only to JavaScript, U+001C-U+001F only to Python), so a pattern with `\\s` would
 * promise one thing and the server check another.
 */
export const TRIMMED =
  '\\t\\n\\v\\f\\r \\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff';

/**
 * What the document declares for a text that must not be blank: a check like `trim().length > 0` has no
 * JSON Schema of its own, so without this the document would promise that "" is accepted.
 */
export const NON_BLANK = { minLength: 1, pattern: `[^${TRIMMED}]` } as const;

/** Text that must hold more than spaces; `required` is the message for a blank or missing value. */
export const RequiredText = (field: string, max: number, required: string) =>
  Schema.propertySignature(NonBlankText(field, max, required)).annotations({
    missingMessage: () => required,
  });

/** The schema of RequiredText alone (for optional fields that must not be blank when sent). */
export const NonBlankText = (field: string, max: number, required: string, tooLong?: string) =>
  Text(field, max, tooLong).pipe(
    Schema.filter((text) => text.trim().length > 0 || required, { jsonSchema: NON_BLANK }),
  );

/** Optional free text; null (or a blank text, which the deciders treat alike) clears it. */
export const OptionalText = (field: string, max = 2000) => Schema.optional(Schema.NullOr(Text(field, max)));

/** The most entries any free-text list holds, and the longest entry. */
export const TEXT_LIST_LIMITS = { items: 50, entry: 500 } as const;

/** An optional list of short texts (null clears it): at most `items` entries of at most `entry` characters. */
export const TextList = (
  field: string,
  items: number = TEXT_LIST_LIMITS.items,
  entry: number = TEXT_LIST_LIMITS.entry,
) => Schema.optional(Schema.NullOr(ListOf(field, Text(undefined, entry), items)));

/** A list of at most `max` entries; the messages name the list, never quote it. */
export const ListOf = <A, I, R>(field: string, item: Schema.Schema<A, I, R>, max: number) =>
  Schema.Array(item).pipe(
    Schema.annotations({ message: () => `${field}: must be a list` }),
    Schema.maxItems(max, { message: () => `${field}: at most ${max} entries` }),
  );

/**
 * Exactly one of `values`, read from any string (so a client's type for it stays `string`) and documented
 * as an enumeration. `message` words the refusal for what was sent.
 */
const Among = <const V extends string>(values: readonly V[], message: (actual: unknown) => string) =>
  Schema.transformOrFail(
    Schema.String.annotations({ message: (issue) => message(issue.actual) }).pipe(
      Schema.filter((value) => (values as readonly string[]).includes(value) || message(value), {
        jsonSchema: { enum: values },
      }),
    ),
    Schema.Literal(...values),
    { strict: true, decode: (value) => ParseResult.succeed(value as V), encode: ParseResult.succeed },
  );

/** Exactly one of `values`; any other value, or none, is refused with one message that lists them. */
export const OneOf = <const V extends string>(field: string | undefined, values: readonly V[]) => {
  const message = named(field, `must be one of ${values.join(', ')}`);
  return Among(values, () => message);
};

/** One of `values` for a required field: blank or missing says `missing`, anything else lists the values. */
export const RequiredChoice = <const V extends string>(
  field: string,
  values: readonly V[],
  missing: string,
) => {
  const message = (actual: unknown) =>
    typeof actual === 'string' && actual.trim() === ''
      ? `${field}: ${missing}`
      : `${field}: must be one of ${values.join(', ')}`;
  return Schema.propertySignature(Among(values, message)).annotations({
    missingMessage: () => `${field}: ${missing}`,
  });
};

/** Spaces and line breaks only: a form's unset choice. */
const BLANK_PATTERN = '^[ \\t\\n\\r]*$';
const isBlank = (value: string) => /^[ \t\n\r]*$/.test(value);

const BlankAsNull = Schema.transformOrFail(
  Schema.String.pipe(
    Schema.maxLength(MAX_CHOICE_LENGTH),
    Schema.filter(isBlank, {
      jsonSchema: { pattern: BLANK_PATTERN },
      description: 'blank: clears the field',
    }),
  ),
  Schema.Null,
  {
    strict: true,
    decode: () => ParseResult.succeed(null),
    encode: () => ParseResult.succeed(''),
  },
);

/** One of `values`, or a blank text (a form's unset choice) for null. */
export const Choice = <const V extends string>(field: string, values: readonly V[]) => {
  const message = `${field}: must be one of ${values.join(', ')}`;
  return Schema.Union(OneOf(field, values), BlankAsNull).annotations({
    message: () => ({ message, override: true }),
  });
};

/** An optional list of choices (each exactly one of `values`, at most as many as there are); null clears it. */
export const ChoiceList = <const V extends string>(
  field: string,
  values: readonly V[],
  items = values.length,
) => Schema.optional(Schema.NullOr(ListOf(field, OneOf(undefined, values), items)));

/** At most the first 40 characters of a refused value, printable, for a message that shows what was sent. */
export const excerpt = (value: string) => {
  const printable = value.replace(/[\p{Cc}\p{Cs}]/gu, '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}…` : printable;
};

/**
 * One of several written forms of each value (a value, or either onboarding variant's label), exactly as
 * listed: 'photography' and 'Photographer' both mean photography. `unknown` names the kind of value in the
 * message ('unknown creative type: astronaut').
 */
export const OneOfForms = <V extends string>(
  field: string | undefined,
  unknown: string,
  forms: Readonly<Record<string, V>>,
) => {
  const accepted = Object.keys(forms);
  const message = (actual: unknown) =>
    named(field, typeof actual === 'string' ? `unknown ${unknown}: ${excerpt(actual)}` : 'must be text');
  return Schema.transformOrFail(
    Schema.Literal(...(accepted as [string, ...string[]])).annotations({
      message: (issue) => ({ message: message(issue.actual), override: true }),
    }),
    Schema.String,
    {
      strict: true,
      decode: (input) => ParseResult.succeed(forms[input] as string),
      encode: (value) => ParseResult.succeed(value),
    },
  ) as unknown as Schema.Schema<V, string>;
};

/** Spaces a form leaves around a value (trimmed away). */
const PADDING = '[ \\t\\n\\r]*';
/**
 * A web address as a person types it: an optional http(s) scheme, a host name with a dot whose last label
 * starts with a letter, then any path, query or fragment (no port, no user). Every match is a URL the
 * project's rule accepts; blank clears the field.
 */
const WEB_ADDRESS = '(?:https?://)?(?:[A-Za-z0-9-]+\\.)+[A-Za-z][A-Za-z0-9-]*(?:[/?#][^ \\t\\n\\r]*)?';
const WEB_ADDRESS_PATTERN = `^${PADDING}(?:${WEB_ADDRESS})?${PADDING}$`;
const webAddress = new RegExp(WEB_ADDRESS_PATTERN);

/** An optional web address (or blank, for none). */
export const WebAddress = (field: string, max = 500) =>
  Text(field, max).pipe(
    Schema.filter((value) => webAddress.test(value) || `${field}: must be a web address`, {
      jsonSchema: { pattern: WEB_ADDRESS_PATTERN },
      description: 'a web address such as https://example.com or example.com/shop (blank for none)',
    }),
  );

/**
 * The time zones every server knows (Intl's list, plus UTC). The document lists these; a server accepts any
 * name its time zone database knows, aliases included ('Asia/Kolkata' and 'Asia/Calcutta'), as browsers
 * report either.
 */
const KNOWN_TIME_ZONES: ReadonlyArray<string> = (() => {
  try {
    return [...new Set(['UTC', ...Intl.supportedValuesOf('timeZone')])];
  } catch {
    return ['UTC'];
  }
})();
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone name, or blank for none. */
export const TimeZone = (field: string) =>
  Text(field, 100).pipe(
    Schema.filter(
      (zone) =>
        zone.trim() === '' ||
        isTimeZone(zone.trim()) ||
        `${field}: unknown time zone ${excerpt(zone.trim())}`,
      {
        jsonSchema: {
          anyOf: [
            { enum: KNOWN_TIME_ZONES },
            { type: 'string', pattern: BLANK_PATTERN, maxLength: MAX_CHOICE_LENGTH },
          ],
        },
        description:
          'an IANA time zone such as Europe/Paris (any name the server knows, aliases included), or blank',
      },
    ),
  );

/** An id in a path, a query or a body: the lookups answer 404 for one that names nothing of the user's. */
export const Id = (field: string) => Text(field, MAX_ID_LENGTH);

/** Longer than any date or date-time the patterns below accept (a nanosecond fraction and an offset included). */
const MAX_DATE_LENGTH = 40;

/** A real calendar day, yyyy-mm-dd, MIN_YEAR..MAX_YEAR. */
export const CalendarDate = (field: string | undefined) =>
  Schema.String.annotations({ message: () => named(field, `must be ${CALENDAR_DATE_RULE}`) }).pipe(
    Schema.maxLength(MAX_DATE_LENGTH, { message: () => named(field, `must be ${CALENDAR_DATE_RULE}`) }),
    Schema.filter((value) => isCalendarDate(value) || named(field, `must be ${CALENDAR_DATE_RULE}`), {
      jsonSchema: { pattern: `^${CALENDAR_DATE_PATTERN}$` },
      description: CALENDAR_DATE_RULE,
    }),
  );

/** An instant with its offset on a real calendar day, MIN_YEAR..MAX_YEAR as written. */
export const DateTime = (field: string | undefined, message = named(field, `must be ${DATE_TIME_RULE}`)) =>
  Schema.String.annotations({ message: () => message }).pipe(
    Schema.maxLength(MAX_DATE_LENGTH, { message: () => message }),
    Schema.filter((value) => isDateTime(value) || message, {
      jsonSchema: { pattern: `^${CALENDAR_DATE_PATTERN}${TIME_PATTERN}$` },
      description: DATE_TIME_RULE,
    }),
  );

/** A day or an instant (deadlines, due dates, a point in time to look back at). */
export const DateOrDateTime = (
  field: string,
  message = `${field}: must be ${CALENDAR_DATE_RULE}, or ${DATE_TIME_RULE}`,
) =>
  Schema.String.annotations({ message: () => message }).pipe(
    Schema.maxLength(MAX_DATE_LENGTH, { message: () => message }),
    Schema.filter((value) => isDateOrDateTime(value) || message, {
      jsonSchema: { pattern: `^${CALENDAR_DATE_PATTERN}(?:${TIME_PATTERN})?$` },
      description: `${CALENDAR_DATE_RULE}, or ${DATE_TIME_RULE}`,
    }),
  );

/** The message for a field a request does not have (unknown fields are refused, never silently dropped). */
export const UNKNOWN_FIELD = 'is not a field of this request';

/**
 * A request body (or an object inside one): its fields, and no others. A misspelt field would otherwise be
 * dropped without a word; refusing it keeps the document's `additionalProperties: false` true.
 */
export const Body = <Fields extends Schema.Struct.Fields>(fields: Fields) =>
  Schema.Struct(fields).annotations({ parseOptions: { onExcessProperty: 'error' } });
