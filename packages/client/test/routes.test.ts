// The client cannot drift from the contract: every endpoint of MarketMuseApi is in the client's route
// table with the same method, path and query parameters, and its body and answer schemas are the
// contract's own; nothing in the table is missing from the contract.
import { HttpApi, HttpApiSchema } from '@effect/platform';
import { MarketMuseApi } from '@market-muse/contracts/api';
import { SchemaAST as AST, Option } from 'effect';
import { describe, expect, it } from 'vitest';
import { CONTRACT_SCHEMAS, type RouteSchemas } from '../src/contract-schemas.ts';
import { NOT_CALLED_BY_THE_CLIENT, ROUTES, type Route } from '../src/routes.ts';

/** Two schemas describe the same values: the same structure, the same checks and transformations. */
function sameAst(a: AST.AST, b: AST.AST): boolean {
  if (a === b) return true;
  switch (a._tag) {
    case 'TypeLiteral':
      return (
        b._tag === 'TypeLiteral' &&
        a.propertySignatures.length === b.propertySignatures.length &&
        a.propertySignatures.every((p, i) => {
          const q = b.propertySignatures[i];
          return (
            q !== undefined &&
            p.name === q.name &&
            p.isOptional === q.isOptional &&
            p.isReadonly === q.isReadonly &&
            sameAst(p.type, q.type)
          );
        }) &&
        a.indexSignatures.length === b.indexSignatures.length &&
        a.indexSignatures.every((s, i) => {
          const t = b.indexSignatures[i];
          return t !== undefined && sameAst(s.parameter, t.parameter) && sameAst(s.type, t.type);
        })
      );
    case 'TupleType':
      return (
        b._tag === 'TupleType' &&
        a.elements.length === b.elements.length &&
        a.elements.every((e, i) => {
          const f = b.elements[i];
          return f !== undefined && e.isOptional === f.isOptional && sameAst(e.type, f.type);
        }) &&
        a.rest.length === b.rest.length &&
        a.rest.every((r, i) => {
          const s = b.rest[i];
          return s !== undefined && sameAst(r.type, s.type);
        })
      );
    case 'Union':
      return (
        b._tag === 'Union' &&
        a.types.length === b.types.length &&
        a.types.every((t) => b.types.some((u) => sameAst(t, u)))
      );
    case 'Refinement':
      return b._tag === 'Refinement' && a.filter === b.filter && sameAst(a.from, b.from);
    case 'Transformation':
      return (
        b._tag === 'Transformation' &&
        sameAst(a.from, b.from) &&
        sameAst(a.to, b.to) &&
        sameTransformation(a.transformation, b.transformation)
      );
    case 'Literal':
      return b._tag === 'Literal' && a.literal === b.literal;
    case 'Declaration':
      return b._tag === 'Declaration' && a.decodeUnknown === b.decodeUnknown;
    case 'Suspend':
      return b._tag === 'Suspend' && a.f === b.f;
    default:
      // Keywords (string, number, null …): the tag says it all.
      return a._tag === b._tag;
  }
}

function sameTransformation(a: AST.TransformationKind, b: AST.TransformationKind): boolean {
  if (a === b) return true;
  if (a._tag === 'FinalTransformation')
    return b._tag === 'FinalTransformation' && a.decode === b.decode && a.encode === b.encode;
  if (a._tag === 'TypeLiteralTransformation')
    return (
      b._tag === 'TypeLiteralTransformation' &&
      a.propertySignatureTransformations.length === b.propertySignatureTransformations.length &&
      a.propertySignatureTransformations.every((p, i) => {
        const q = b.propertySignatureTransformations[i];
        return q !== undefined && p.from === q.from && p.to === q.to && p.decode === q.decode;
      })
    );
  return a._tag === b._tag;
}

interface Walked {
  readonly key: string;
  readonly group: string;
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly query: readonly string[] | null;
  readonly payload: AST.AST | null;
  readonly successes: ReadonlyMap<number, Option.Option<AST.AST>>;
}

const contractEndpoints: Walked[] = [];
HttpApi.reflect(MarketMuseApi, {
  onGroup() {},
  onEndpoint({ group, endpoint, payloads, successes }) {
    const params = Option.map(endpoint.urlParamsSchema, (schema) =>
      AST.getPropertySignatures(schema.ast).map((p) => String(p.name)),
    );
    contractEndpoints.push({
      key: `${group.identifier}.${endpoint.name}`,
      group: group.identifier,
      name: endpoint.name,
      method: endpoint.method,
      path: endpoint.path,
      query: Option.getOrNull(params),
      payload: [...payloads.values()][0]?.ast ?? null,
      successes: new Map([...successes].map(([status, { ast }]) => [status, ast])),
    });
  },
});

const clientTable = (group: string, name: string): { route: Route; schemas: RouteSchemas } | null => {
  const route = (ROUTES as Record<string, Record<string, Route> | undefined>)[group]?.[name];
  const schemas = (CONTRACT_SCHEMAS as Record<string, Record<string, RouteSchemas> | undefined>)[group]?.[
    name
  ];
  return route && schemas ? { route, schemas } : null;
};

const called = contractEndpoints.filter((e) => !(e.key in NOT_CALLED_BY_THE_CLIENT));

describe('the client against the contract (MarketMuseApi)', () => {
  it('walks every group and endpoint of the contract', () => {
    expect(contractEndpoints.length).toBeGreaterThan(40);
    expect(new Set(contractEndpoints.map((e) => e.group)).size).toBeGreaterThan(10);
  });

  it('has every endpoint the client does not call named, with who calls it', () => {
    const keys = new Set(contractEndpoints.map((e) => e.key));
    for (const key of Object.keys(NOT_CALLED_BY_THE_CLIENT)) expect(keys, key).toContain(key);
  });

  it.each(called.map((e) => [e.key, e] as const))('%s: same method, path and query', (_, endpoint) => {
    const entry = clientTable(endpoint.group, endpoint.name);
    expect(entry, `${endpoint.key} is missing from ROUTES or CONTRACT_SCHEMAS`).not.toBeNull();
    expect(entry?.route.method).toBe(endpoint.method);
    expect(entry?.route.path).toBe(endpoint.path);
    expect([...(entry?.route.query ?? [])].sort()).toEqual([...(endpoint.query ?? [])].sort());
  });

  it.each(called.map((e) => [e.key, e] as const))("%s: the contract's body and answer schemas", (_, e) => {
    const schemas = clientTable(e.group, e.name)?.schemas;
    if (!schemas) throw new Error(`${e.key} is missing from CONTRACT_SCHEMAS`);

    if (e.payload === null) expect(schemas.payload, 'the contract takes no body').toBeUndefined();
    else {
      expect(schemas.payload, 'the contract takes a body').toBeDefined();
      expect(schemas.payload && sameAst(schemas.payload.ast, e.payload), 'body schema').toBe(true);
    }

    expect(e.successes.size, 'one success answer').toBe(1);
    const [status, ast] = [...e.successes][0] ?? [0, Option.none()];
    const success = schemas.success;
    if (success === 'no content') expect(status).toBe(204);
    else if ('text' in success) {
      const encoding = Option.map(ast, HttpApiSchema.getEncoding);
      expect(Option.getOrNull(encoding)?.kind).toBe('Text');
      expect(Option.getOrNull(encoding)?.contentType).toBe(success.text);
    } else {
      expect(status).not.toBe(204);
      expect(Option.isSome(ast) && sameAst(success.ast, ast.value), 'answer schema').toBe(true);
    }
  });

  it('has nothing in its table that the contract does not have', () => {
    const keys = new Set(called.map((e) => e.key));
    const table = Object.entries(ROUTES).flatMap(([group, routes]) =>
      Object.keys(routes).map((name) => `${group}.${name}`),
    );
    const schemas = Object.entries(CONTRACT_SCHEMAS).flatMap(([group, routes]) =>
      Object.keys(routes).map((name) => `${group}.${name}`),
    );
    expect(table.filter((key) => !keys.has(key))).toEqual([]);
    expect(schemas.sort()).toEqual(table.sort());
  });

  it('tells a different schema apart', () => {
    const projects = CONTRACT_SCHEMAS.projects;
    expect(sameAst(projects.get.success.ast, projects.list.success.ast)).toBe(false);
    expect(
      sameAst(CONTRACT_SCHEMAS.goals.create.payload.ast, CONTRACT_SCHEMAS.goals.update.payload.ast),
    ).toBe(false);
    expect(sameAst(projects.list.success.ast, projects.list.success.ast)).toBe(true);
  });
});
