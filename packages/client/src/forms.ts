// Forms checked by the contract's own request schemas, as Standard Schema (react-hook-form takes it through
// @hookform/resolvers/standard-schema): each rule and its message live once, in the contract. The schemas
// load with the contract's chunk on the first check, so a form costs nothing until it is used.
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Schema } from 'effect';
import { loadContract } from './contract-chunk.ts';
import type { CONTRACT_SCHEMAS } from './contract-schemas.ts';

/** A text per field of the form. */
type FieldMessages<Values> = { readonly [K in keyof Values & string]?: string };

export interface ContractFormRules<Values, Body, Request> {
  /** The request the form sends, as the contract names it: `(s) => s.projects.create.payload`. */
  readonly request: (schemas: typeof CONTRACT_SCHEMAS) => Schema.Schema<Request, Body>;
  /** The body the form's values stand for (text fields to numbers, blanks to null …). */
  readonly toBody: (values: Values) => NoInfer<Body>;
  /**
   * What a message calls each field: the contract's "password: must be at least 8 characters" reads
   * "Password must be at least 8 characters" on the screen. A message with its own subject is kept as is.
   */
  readonly names?: FieldMessages<Values>;
  /** Fields the screen asks for: left blank, they read "<name> is required" before any other rule. */
  readonly required?: ReadonlyArray<keyof Values & string>;
  /** The screen's own rules, beyond the request's (none repeats a contract rule). */
  readonly screenRules?: (values: Values) => FieldMessages<Values>;
}

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

const FIELD_PREFIX = /^([A-Za-z][A-Za-z0-9]*): (.*)$/s;
/** A message that only says something about its subject ('is required', 'must be a number'). */
const PREDICATE = /^(is|are|must|should|cannot|can't) /;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The screen's wording of a contract message about `field`. */
export function screenMessage(message: string, name: string | undefined): string {
  const text = FIELD_PREFIX.exec(message)?.[2] ?? message;
  if (name && PREDICATE.test(text)) return `${name} ${text}`;
  return capitalised(text);
}

/** The field a contract issue is about: its path, else the field its message names. */
const fieldOf = (issue: Issue): string | undefined =>
  issue.path.length > 0 ? String(issue.path[0]) : FIELD_PREFIX.exec(issue.message)?.[1];

const blank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/**
 * A Standard Schema for a form whose values stand for a request body: valid values give the request as
 * the server reads it (what to send); invalid ones give one message per field in the screen's words.
 */
export function contractForm<Values extends object, Body, Request>(
  rules: ContractFormRules<Values, Body, Request>,
): StandardSchemaV1<Values, Request> {
  const names: Readonly<Record<string, string | undefined>> = { ...rules.names };
  return {
    '~standard': {
      version: 1,
      vendor: 'market-muse',
      async validate(input) {
        // react-hook-form hands a resolver the form's own values.
        const values = input as Values;
        const found = new Map<string, string>();
        for (const field of rules.required ?? []) {
          if (blank(values[field])) found.set(field, `${names[field] ?? capitalised(field)} is required`);
        }
        const screenFound: Readonly<Record<string, string | undefined>> = { ...rules.screenRules?.(values) };
        for (const [field, message] of Object.entries(screenFound)) {
          if (message && !found.has(field)) found.set(field, message);
        }
        const body = rules.toBody(values);
        const contract = await loadContract();
        const checked = await contract.checkRequest(rules.request(contract.CONTRACT_SCHEMAS), body);
        if (!checked.ok) {
          for (const issue of checked.issues) {
            const field = fieldOf(issue);
            const key = field ?? '';
            if (!found.has(key)) found.set(key, screenMessage(issue.message, field && names[field]));
          }
        }
        if (found.size === 0 && checked.ok) return { value: checked.request };
        return {
          issues: [...found].map(([field, message]) => (field ? { message, path: [field] } : { message })),
        };
      },
    },
  };
}

/** A form's check outside react-hook-form: the request to send, or one message per field. */
export async function checkForm<Values, Request>(
  form: StandardSchemaV1<Values, Request>,
  values: Values,
): Promise<
  | { readonly ok: true; readonly request: Request }
  | { readonly ok: false; readonly errors: Record<string, string> }
> {
  const result = await form['~standard'].validate(values);
  if (!result.issues) return { ok: true, request: result.value };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const segment = issue.path?.[0];
    const field = typeof segment === 'object' ? segment.key : segment;
    errors[String(field ?? '')] ??= issue.message;
  }
  return { ok: false, errors };
}
