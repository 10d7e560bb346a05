import { AjvCompiler, type BuildCompilerFromPool, type ErrorObject, type Options, type RouteDefinition } from '@fastify/ajv-compiler';
import { findControlCharacter } from './text.js';

type AjvOptions = { customOptions?: Options };
type Validate = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
type CompileRoute = (route: RouteDefinition) => Validate;

/**
 * The only text a query string or path value may be converted from: `7`, not `07`, `+7`, ` 7`, `7.0`,
 * `7e0` or `0x7` (which plain type coercion would all read as 7).
 */
const CANONICAL_TEXT: Record<string, RegExp> = {
  integer: /^(?:0|-?[1-9][0-9]*)$/,
  number: /^(?:0|-?[1-9][0-9]*)(?:\.[0-9]+)?$/,
  boolean: /^(?:true|false)$/,
};

function validationError(instancePath: string, keyword: string, message: string): ErrorObject {
  return { instancePath, schemaPath: `#/${keyword}`, keyword, params: {}, message };
}

/** The canonical-text pattern of each top-level property converted from text (params and query strings are flat). */
function textPatterns(schema: unknown): [string, RegExp][] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  return Object.entries(properties).flatMap(([name, property]) => {
    const pattern = typeof property.type === 'string' ? CANONICAL_TEXT[property.type] : undefined;
    return pattern ? [[name, pattern] as [string, RegExp]] : [];
  });
}

/**
 * One request part's validator: canonical text first (query strings and params), then the schema, then
 * no control character in any string, so NUL and friends never reach a database or a mail.
 */
function strictValidator(validate: Validate, patterns: [string, RegExp][]): Validate {
  const check: Validate = (data) => {
    check.errors = null;
    const values = (data ?? {}) as Record<string, unknown>;
    for (const [name, pattern] of patterns) {
      const value = values[name];
      if (typeof value === 'string' && !pattern.test(value)) {
        check.errors = [validationError(`/${name}`, 'canonicalText', 'must be written in plain decimal digits')];
        return false;
      }
    }
    if (!validate(data)) {
      check.errors = validate.errors ?? null;
      return false;
    }
    const path = findControlCharacter(data);
    if (path !== undefined) {
      check.errors = [validationError(path, 'controlCharacters', 'must not contain control characters')];
      return false;
    }
    return true;
  };
  return check;
}

const buildFromPool = AjvCompiler();

/**
 * Fastify's validator factory (`schemaController.compilersFactory.buildValidator`): request bodies
 * must match their schema exactly (no type coercion: `true` is not a name, `[1]` is not a number);
 * only query strings, path params and headers, which are text, are converted, and only from canonical text.
 */
export const buildStrictValidator = ((externalSchemas: Parameters<BuildCompilerFromPool>[0], options: AjvOptions = {}) => {
  // The pool's compilers take the whole route definition (its typings say schema).
  const pool = (coerceTypes: boolean) =>
    buildFromPool(externalSchemas, { ...options, customOptions: { ...options.customOptions, coerceTypes } }) as unknown as CompileRoute;
  const exact = pool(false);
  const fromText = pool(true);
  return (route: RouteDefinition) => {
    if (route.httpPart === 'headers') return fromText(route);
    if (route.httpPart === 'body') return strictValidator(exact(route), []);
    return strictValidator(fromText(route), textPatterns(route.schema));
  };
}) as unknown as BuildCompilerFromPool;
