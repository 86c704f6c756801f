import { Option, type ParseResult, SchemaAST } from 'effect';

// Checking a payload with `Schema.is` walks the schema's parsers, which build a result for every field and
// are written for decoding with errors, concurrency and effects. A rebuild checks millions of payloads that
// are almost all valid, so that walk was the largest part of a read model's decoding. A guard compiled from
// the schema's AST answers the same question with plain comparisons; nodes it does not know (declarations,
// suspensions, template literals) leave the whole schema to `Schema.is`.

export type Guard = (input: unknown) => boolean;

/** The options `Schema.is` parses with: a missing key is not an undefined one. */
const IS_OPTIONS: SchemaAST.ParseOptions = { exact: true };

/**
 * A predicate that accepts exactly what `Schema.is` accepts for a schema with this AST (its type side), or
 * null when the AST holds a node the compiler does not handle.
 */
export const compileGuard = (ast: SchemaAST.AST): Guard | null => {
  try {
    return compile(SchemaAST.typeAST(ast));
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
};

class Unsupported extends Error {}

const compile = (ast: SchemaAST.AST): Guard => {
  switch (ast._tag) {
    case 'StringKeyword':
      return (u) => typeof u === 'string';
    case 'NumberKeyword':
      return (u) => typeof u === 'number';
    case 'BooleanKeyword':
      return (u) => typeof u === 'boolean';
    case 'UndefinedKeyword':
      return (u) => u === undefined;
    case 'UnknownKeyword':
    case 'AnyKeyword':
      return () => true;
    case 'NeverKeyword':
      return () => false;
    case 'Literal': {
      const literal = ast.literal;
      return (u) => u === literal;
    }
    case 'Enums': {
      const values = ast.enums.map(([, value]) => value);
      return (u) => values.includes(u as string | number);
    }
    case 'Union': {
      const members = ast.types.map(compile);
      return (u) => {
        for (const member of members) if (member(u)) return true;
        return false;
      };
    }
    case 'Refinement': {
      const from = compile(ast.from);
      return (u) =>
        from(u) && Option.isNone(ast.filter(u, IS_OPTIONS, ast) as Option.Option<ParseResult.ParseIssue>);
    }
    case 'TupleType':
      return compileTuple(ast);
    case 'TypeLiteral':
      return compileStruct(ast);
    default:
      throw new Unsupported(ast._tag);
  }
};

const compileTuple = (ast: SchemaAST.TupleType): Guard => {
  if (ast.rest.length > 1) throw new Unsupported('tuple with elements after its rest');
  const elements = ast.elements.map((element) => ({
    check: compile(element.type),
    optional: element.isOptional,
  }));
  const required = ast.elements.filter((element) => !element.isOptional).length;
  const rest = ast.rest[0] ? compile(ast.rest[0].type) : null;
  return (u) => {
    if (!Array.isArray(u) || u.length < required) return false;
    if (rest === null && u.length > elements.length) return false;
    for (let i = 0; i < u.length; i++) {
      const element = elements[i];
      if (element ? !element.check(u[i]) : !rest!(u[i])) return false;
    }
    return true;
  };
};

const compileStruct = (ast: SchemaAST.TypeLiteral): Guard => {
  if (ast.indexSignatures.length > 0) throw new Unsupported('index signature');
  // `Schema.Struct({})` accepts anything but null and undefined.
  if (ast.propertySignatures.length === 0) return (u) => u !== null && u !== undefined;
  const fields = ast.propertySignatures.map((signature) => {
    if (typeof signature.name !== 'string') throw new Unsupported('symbol key');
    return { name: signature.name, check: compile(signature.type), optional: signature.isOptional };
  });
  const own = Object.prototype.hasOwnProperty;
  return (u) => {
    if (typeof u !== 'object' || u === null || Array.isArray(u)) return false;
    const record = u as Record<string, unknown>;
    for (const field of fields) {
      if (!own.call(record, field.name)) {
        if (field.optional) continue;
        return false;
      }
      if (!field.check(record[field.name])) return false;
    }
    return true;
  };
};
