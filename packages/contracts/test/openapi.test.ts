// The OpenAPI document states every rule the server enforces on what a request carries: every string has a
// maximum length and refuses NUL (or is one of an enumeration), every list a maximum size, every number a
// range, every object its fields and no others; a route that reads a body, a path or a query can answer
// 400, every write 413 and (when it runs commands) 409. The document is generated from the schemas the
// server decodes with, so holding the document to this holds the server to it.
import { OpenApi } from '@effect/platform';
import { describe, expect, it } from 'vitest';
import { MarketMuseApi } from '../src/api/index.ts';

type Json = Record<string, unknown>;
const doc = OpenApi.fromApi(MarketMuseApi) as unknown as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A schema with its $ref resolved against the document's components. */
const resolve = (schema: Json): Json => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const name = decodeURIComponent(ref.replace('#/components/schemas/', ''));
  const target = doc.components.schemas[name];
  if (!target) throw new Error(`unresolved ${ref}`);
  return resolve(target);
};

/** Every way a value may be written: the alternatives of anyOf/oneOf, each with what allOf adds. */
const patternsOf = (schema: Json): string[] => [
  ...(typeof schema.pattern === 'string' ? [schema.pattern] : []),
  ...((schema.allOf as Json[] | undefined) ?? []).flatMap((part) => patternsOf(resolve(part))),
];

interface Finding {
  readonly where: string;
  readonly problem: string;
}

/** Walks a request schema and lists every value without a stated limit. */
const unlimited = (schema: Json, where: string, findings: Finding[], within?: Json) => {
  const s = resolve(schema);
  for (const key of ['anyOf', 'oneOf'] as const)
    for (const [i, part] of ((s[key] as Json[] | undefined) ?? []).entries())
      unlimited(part, `${where}|${i}`, findings, s);
  for (const [i, part] of ((s.allOf as Json[] | undefined) ?? []).entries())
    for (const key of ['anyOf', 'oneOf'] as const)
      for (const [j, alternative] of ((resolve(part)[key] as Json[] | undefined) ?? []).entries())
        unlimited(alternative, `${where}&${i}|${j}`, findings, s);
  if (s.type === 'string') {
    if (Array.isArray(s.enum)) return;
    if (typeof s.maxLength !== 'number') findings.push({ where, problem: 'string without maxLength' });
    const refusesNul = patternsOf(s).some((pattern) => !new RegExp(pattern, 'u').test('a\u0000b'));
    if (!refusesNul) findings.push({ where, problem: 'string whose patterns do not refuse NUL' });
  }
  if (s.type === 'number' || s.type === 'integer') {
    if (s.minimum === undefined && s.exclusiveMinimum === undefined)
      findings.push({ where, problem: 'number without minimum' });
    if (s.maximum === undefined && s.exclusiveMaximum === undefined)
      findings.push({ where, problem: 'number without maximum' });
  }
  if (s.type === 'array') {
    if (typeof s.maxItems !== 'number') findings.push({ where, problem: 'array without maxItems' });
    if (isObject(s.items)) unlimited(s.items, `${where}[]`, findings);
  }
  if (s.type === 'object') {
    if (s.additionalProperties !== false) findings.push({ where, problem: 'object open to unknown fields' });
    for (const [name, property] of Object.entries((s.properties as Record<string, Json>) ?? {}))
      unlimited(property, `${where}.${name}`, findings);
  }
  // An alternative that only says which fields must be there (`oneOf: [{required: [a]}, {required: [b]}]`)
  // constrains its object, it is not a value of its own.
  const onlyRequires =
    within?.type === 'object' &&
    Object.keys(s).every((key) => ['required', 'not', 'description', 'title'].includes(key));
  if (s.type === undefined && !s.anyOf && !s.oneOf && !s.enum && s.const === undefined && !onlyRequires)
    findings.push({ where, problem: 'value of any type' });
};

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
);

describe('the OpenAPI document states every limit the server enforces', () => {
  it('holds some operations (the walk below is not vacuous)', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('limits every string, list, number and object of every request', () => {
    const findings: Finding[] = [];
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      for (const parameter of (operation.parameters as Json[] | undefined) ?? [])
        unlimited(parameter.schema as Json, `${where} ${parameter.in} ${parameter.name}`, findings);
      const body = (operation.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
      if (body) unlimited(body['application/json']!.schema as Json, `${where} body`, findings);
    }
    expect(findings).toEqual([]);
  });

  it('says which answers a route can give: 400 for what it reads, 413 for every write, 409 for commands', () => {
    const missing: string[] = [];
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      const responses = operation.responses as Json;
      const reads =
        Boolean(operation.requestBody) || ((operation.parameters as Json[] | undefined) ?? []).length > 0;
      const writes = method !== 'get';
      if ((reads || writes) && !responses['400']) missing.push(`${where}: 400`);
      if (writes && !responses['413']) missing.push(`${where}: 413`);
      // Sign-in, sign-out, the contact form (a mail) and the routes that write only sessions, links and
      // limits record no events.
      const noEvents = [
        '/api/contact',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/password/forgot',
        '/api/account/email',
        '/api/account/email/verification',
        '/api/account/sessions/{id}',
        '/api/account/sign-out-others',
      ];
      const runsCommands = writes && !noEvents.includes(path);
      if (runsCommands && !responses['409']) missing.push(`${where}: 409`);
      for (const [status, response] of Object.entries(responses))
        if (Number(status) >= 400 && !isObject((response as Json).content))
          missing.push(`${where}: ${status} has no body`);
    }
    expect(missing).toEqual([]);
  });

  it('requires a body exactly where a missing one is refused', () => {
    const required = operations
      .filter(({ operation }) => operation.requestBody)
      .map(({ path, method, operation }) => [`${method} ${path}`, (operation.requestBody as Json).required]);
    expect(Object.fromEntries(required)).toMatchObject({
      'post /api/profile': true,
      'post /api/goals/{id}/progress': true,
      'post /api/roadmaps/generate': false,
      'post /api/tasks/generate-daily': false,
    });
  });

  it('names Retry-After on every 429', () => {
    const limited = operations.filter(({ operation }) => isObject((operation.responses as Json)['429']));
    expect(limited.length).toBeGreaterThan(5);
    for (const { operation } of limited)
      expect(((operation.responses as Json)['429'] as Json).headers).toHaveProperty('Retry-After');
  });
});
