import { ID_MAX } from '@leavedesk/contracts';
import { uniqueEmail } from './harness';

/**
 * The routes the API describes in its own OpenAPI document (`GET /api/openapi.json`), read back
 * for the bad-input property test: a route added tomorrow is in the document, so it is driven too.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: unknown;
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the document writes it: `/users/{id}`. */
  path: string;
  /** No token needed (`security: []`). */
  isPublic: boolean;
  params: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the route takes one. */
  body?: JsonSchema;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

export function operationsOf(document: {
  paths: Record<string, Record<string, OpenApiOperation>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const of = (place: string) =>
        parameters
          .filter((p) => p.in === place)
          .map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema }));
      return {
        method: method.toUpperCase() as Operation['method'],
        path,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
        params: of('path'),
        query: of('query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      };
    }),
  );
}

/** The types a schema takes (`anyOf` unfolded; an `enum` is of strings). */
export function typesOf(schema: JsonSchema): Set<string> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return new Set(variants.flatMap((v) => [...typesOf(v)]));
  if (Array.isArray(schema.type)) return new Set(schema.type);
  if (schema.type) return new Set([schema.type]);
  return new Set(schema.enum ? ['string'] : []);
}

/** Whether a value of this schema is a calendar date or a timestamp. */
export function isDate(schema: JsonSchema): boolean {
  const variants = schema.anyOf ?? schema.oneOf ?? [schema];
  return variants.some((v) => v.format === 'date' || v.format === 'date-time');
}

/** Records the fixture made, for ids that must name something of the caller's organization. */
export interface Fixture {
  teamId: number;
  policyId: number;
  typeId: number;
}

let counter = 0;

/**
 * A plausible valid value for a field, from its schema and name, so that the one bad value a
 * request carries is the reason it is refused. Ids the fixture does not name are ID_MAX: valid, and
 * no record has it, so a request that is let through changes nothing.
 */
export function validValue(schema: JsonSchema, name: string, fixture: Fixture): unknown {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const dated = variants.find((v) => v.format === 'date');
    return validValue(dated ?? variants.find((v) => v.type !== 'null') ?? variants[0]!, name, fixture);
  }
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (isDate(schema)) return '2027-03-01';
  switch (type) {
    case 'integer':
    case 'number': {
      if (/^(team)Id$/i.test(name)) return fixture.teamId;
      if (/policyId$/i.test(name)) return fixture.policyId;
      if (/^typeId$/.test(name)) return fixture.typeId;
      if (/id$/i.test(name) || schema.maximum === ID_MAX) return ID_MAX;
      if (schema.minimum !== undefined && schema.maximum !== undefined)
        return Math.min(schema.maximum, Math.max(schema.minimum, 2027));
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1);
    }
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [validValue(schema.items, name, fixture)] : [];
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, validValue(schema.properties?.[key] ?? {}, key, fixture)]),
      );
    default:
      return validText(schema, name);
  }
}

function validText(schema: JsonSchema, name: string): string {
  if (schema.format === 'email' || /email/i.test(name)) return uniqueEmail('fuzz');
  if (/password/i.test(name)) return 'long-enough-1';
  if (/country/i.test(name)) return 'DE';
  if (/timezone/i.test(name)) return 'Europe/Berlin';
  if (/url/i.test(name)) return 'https://hooks.slack.com/services/T000/B000/XXXX';
  if (/symbol/i.test(name)) return '';
  counter += 1;
  const text = `Fuzz ${name} ${counter}`.slice(0, schema.maxLength ?? 100);
  return text.padEnd(schema.minLength ?? 0, 'x');
}

/** `/users/{id}` with its parameters (already URL-encoded) and a query string. */
export function urlOf(
  op: Operation,
  params: Record<string, string>,
  query: Record<string, string | string[]>,
): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, one);
  const qs = search.toString();
  return `/api${path}${qs ? `?${qs}` : ''}`;
}
