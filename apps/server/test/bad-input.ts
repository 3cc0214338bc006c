import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  type Fixture,
  isDate,
  type JsonSchema,
  type Operation,
  typesOf,
  urlOf,
  validValue,
} from './openapi-operations';

/**
 * Bad requests for one route of the OpenAPI document: a valid request with one thing made bad
 * (a path id, a query parameter, a body field, the whole body), or with unknown fields added.
 */

/** JSON text put into a body as it is: what JSON.stringify cannot write (1e400, 4,200 levels). */
export class Raw {
  constructor(readonly json: string) {}
}

export interface BadRequest {
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  body?: unknown;
  /** The valid body the bad one was made from. */
  validBody?: unknown;
  contentType?: string;
  /** Said in a failure: what was made bad. */
  what: string;
  /** Made bad in a way no route may accept (an unknown field may be ignored). */
  mustRefuse: boolean;
}

const ID_TOO_LARGE = 2_147_483_648;
const deep = (levels: number, open: string, close: string) =>
  `${open.repeat(levels)}1${close.repeat(levels)}`;
const nested = (levels: number): unknown => (levels === 0 ? 'leaf' : { level: nested(levels - 1) });

/** Text no field may take: NUL, other control characters, half a surrogate pair, 25,000 characters. */
const BAD_TEXT = [
  'a\u0000b',
  'Name\u0000',
  'a\u0007b',
  'a\u001bb',
  'a\u007fb',
  'a\u0085b',
  'a\ud800b',
  'x'.repeat(25_000),
];
const BAD_DATES = [
  '0000-01-01',
  '1899-12-31',
  '2201-01-01',
  '2027-02-30',
  '2027-13-01',
  '0000-01-01T00:00:00Z',
  '99999-01-01',
  '+275760-09-13T00:00:00.000Z',
  '2027-03-01T25:00:00Z',
];
/** Path segments and query values that no integer parameter takes (ids, years, page numbers). */
const BAD_ID_TEXTS = [String(ID_TOO_LARGE), '99999999999999999999', '-1', '1.5', 'abc', '\u0000', '\u0007'];
const BAD_METADATA = [
  new Raw(deep(4200, '{"a":', '}')),
  nested(6),
  { notes: 'x'.repeat(5000) },
  { 'key\u0000': 1 },
  { note: 'a\u0000b' },
];
const BAD_WHOLE_BODIES = [
  new Raw('{'),
  new Raw('null'),
  new Raw('"text"'),
  new Raw('42'),
  new Raw(deep(5000, '[', ']')),
  new Raw('{"__proto__":{"isAdmin":true}}'),
  new Raw('{"constructor":{"prototype":{"isAdmin":true}}}'),
];
/** Values for unknown fields: a route ignores them, and must not fail on them. */
const ODD_VALUES = [
  'a\u0000b',
  new Raw(deep(4200, '{"a":', '}')),
  new Raw('1e400'),
  'x'.repeat(100_000),
  { deep: nested(50) },
];

/**
 * Templates Handlebars parses but may refuse only while rendering (a helper given too few or too
 * many values, a block helper without "#"): the known ones, and any a small grammar of our helpers
 * writes. Only a template field takes them; a preview answers its problems (200), a save refuses.
 */
const TEMPLATE_FAULTS = [
  '{{#if}}x{{/if}}',
  '{{#each}}x{{/each}}',
  '{{#with user user}}x{{/with}}',
  '{{lookup user}}',
  '{{#if (lookup)}}x{{/if}}',
  '{{if user}}',
  '{{#if user.firstName}}a{{else if}}b{{/if}}',
  '{{> partial}}',
  '{{#*inline "x"}}y{{/inline}}',
];
const templateSnippet: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('if', 'unless', 'each', 'with', 'lookup', 'eq', 'formatDate', 'log', 'helperMissing'),
    fc.array(fc.constantFrom('user', 'user.firstName', 'leave.startAt', '"x"', '1', '(eq)', '@root'), {
      maxLength: 3,
    }),
    fc.constantFrom('mustache', 'block', 'subexpression'),
  )
  .map(([name, params, form]) => {
    const call = [name, ...params].join(' ');
    if (form === 'mustache') return `Hi {{${call}}}`;
    if (form === 'block') return `{{#${call}}}a{{else}}b{{/${name}}}`;
    return `{{#if (${call})}}yes{{/if}}`;
  });

type Step = { key: string | number; schema: JsonSchema; required: boolean };
type Field = Step[];

/** Every field of a body, nested ones included (lists by their first item), at most 3 deep. */
function fieldsOf(schema: JsonSchema, prefix: Field = []): Field[] {
  if (prefix.length >= 3) return [];
  if (schema.type === 'array' && schema.items) {
    const step = { key: 0, schema: schema.items, required: true };
    return [[...prefix, step], ...fieldsOf(schema.items, [...prefix, step])];
  }
  if (schema.type !== 'object' || !schema.properties) return [];
  return Object.entries(schema.properties).flatMap(([key, child]) => {
    const field = [...prefix, { key, schema: child, required: (schema.required ?? []).includes(key) }];
    return [field, ...fieldsOf(child, field)];
  });
}

/** Values of another type than a field takes. */
function wrongTypes(schema: JsonSchema): unknown[] {
  const types = typesOf(schema);
  const candidates: [string, unknown][] = [
    ['string', 'text'],
    ['string', '12'],
    ['integer', 42],
    ['boolean', true],
    ['object', {}],
    ['array', []],
    ['null', null],
  ];
  const wrong = candidates
    .filter(([type]) => !types.has(type) && !(type === 'integer' && types.has('number')))
    .map(([, v]) => v);
  if (types.has('integer')) wrong.push(1.5, new Raw('1e400'));
  return wrong;
}

/**
 * Numbers a field refuses: the usual suspects (too large for an id, past 2^53, negative, -0,
 * fractions) unless its schema plainly takes them (within its bounds, whole when it must be, on its
 * step: an adjustment of -1 or 0.5 days is fine), and the first values past its bounds.
 */
function badNumbers(schema: JsonSchema): unknown[] {
  const v = (schema.anyOf ?? [schema]).find((s) => s.type === 'integer' || s.type === 'number') ?? schema;
  const allowed = (n: number) =>
    v.minimum !== undefined &&
    n >= v.minimum &&
    v.maximum !== undefined &&
    n <= v.maximum &&
    (v.exclusiveMinimum === undefined || n > v.exclusiveMinimum) &&
    (v.type !== 'integer' || Number.isInteger(n)) &&
    (v.multipleOf === undefined || Number.isInteger(n / v.multipleOf));
  const candidates = [ID_TOO_LARGE, 2 ** 53 + 2, -1, -0, 0.5, 0.25];
  if (v.maximum !== undefined) candidates.push(v.maximum + (v.multipleOf ?? 1));
  if (v.minimum !== undefined) candidates.push(v.minimum - (v.multipleOf ?? 1));
  return candidates.filter((n) => !allowed(n)).map((n) => (Object.is(n, -0) ? new Raw('-0') : n));
}

/** Values of the field's own type that break its rules. */
function badValues(schema: JsonSchema, name: string): unknown[] {
  const types = typesOf(schema);
  if (name === 'metadata') return BAD_METADATA;
  if (isDate(schema)) return BAD_DATES;
  const variants = (schema.anyOf ?? [schema]).filter((v) => v.type !== 'null');
  if (variants.every((v) => v.enum))
    return ['NOT_A_VALUE', String((schema.enum ?? [''])[0]).toLowerCase() || 'x', ...BAD_TEXT.slice(0, 2)];
  if (types.has('integer') || types.has('number')) return badNumbers(schema);
  if (types.has('string')) return BAD_TEXT;
  if (types.has('array') && schema.maxItems !== undefined && schema.maxItems < 1000)
    return [Array.from({ length: schema.maxItems + 1 }, () => 1)];
  return [];
}

/** Sets (or, with `undefined`, removes) one field of a valid body, making its parents if needed. */
function withField(body: unknown, field: Field, value: unknown, fixture: Fixture): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  field.slice(0, -1).forEach((step) => {
    if (node[step.key] === undefined || node[step.key] === null)
      node[step.key] = validValue(step.schema, String(step.key), fixture);
    node = node[step.key] as Record<string | number, unknown>;
  });
  const last = field.at(-1)!;
  if (value === undefined) delete node[last.key];
  else node[last.key] = value;
  return copy;
}

const path = (field: Field) => field.map((s) => s.key).join('.');

/** A value as a failure shows it: JSON, with the controls JSON leaves as they are escaped too. */
function show(value: unknown): string {
  if (value === undefined) return '(missing)';
  const json = JSON.stringify(value instanceof Raw ? value.json : value) ?? String(value);
  return json
    .replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .slice(0, 60);
}

/** A way to make a route's request bad: each of its values, or any value of an arbitrary. */
interface Case {
  /** Every one of them is sent once in a sweep. */
  values: readonly unknown[];
  /** More values, drawn at random. */
  arbitrary?: fc.Arbitrary<unknown>;
  make(value: unknown): BadRequest;
}

/** Every way this route's requests are made bad (see `badRequests` and `everyBadRequest`). */
function casesOf(op: Operation, fixture: Fixture): Case[] {
  const valid = () => {
    const body = op.body ? validValue(op.body, 'body', fixture) : undefined;
    return {
      params: Object.fromEntries(
        op.params.map((p) => [p.name, String(validValue(p.schema, p.name, fixture))]),
      ),
      query: Object.fromEntries(
        op.query
          .filter((q) => q.required)
          .map((q) => [q.name, String(validValue(q.schema, q.name, fixture))]),
      ),
      body,
      validBody: body,
    };
  };
  const cases: Case[] = [];

  for (const param of op.params) {
    cases.push({
      values: typesOf(param.schema).has('integer') ? BAD_ID_TEXTS : ['\u0000', 'ZZZ', 'x'.repeat(101), '%zz'],
      make: (v) => {
        const base = valid();
        const encoded = v === '%zz' ? v : encodeURIComponent(String(v));
        return {
          ...base,
          params: { ...base.params, [param.name]: encoded },
          what: `path ${param.name}=${show(v)}`,
          mustRefuse: true,
        };
      },
    });
  }
  for (const q of op.query) {
    cases.push({
      values: [
        ...(typesOf(q.schema).has('integer') ? BAD_ID_TEXTS : []),
        ...(isDate(q.schema) ? BAD_DATES : []),
        // A URL cannot carry half a surrogate pair (it arrives as U+FFFD): no lone surrogate here.
        ...BAD_TEXT.filter((v) => !/[\ud800-\udfff]/.test(v)),
        'x'.repeat(5000),
      ],
      make: (v) => {
        const base = valid();
        return {
          ...base,
          query: { ...base.query, [q.name]: String(v) },
          what: `query ${q.name}=${show(v)}`,
          mustRefuse: true,
        };
      },
    });
  }
  cases.push({
    values: ODD_VALUES.filter((v) => typeof v === 'string'),
    make: (v) => {
      const base = valid();
      return {
        ...base,
        query: { ...base.query, unknownParameter: String(v) },
        what: 'an unknown query parameter',
        mustRefuse: false,
      };
    },
  });
  if (op.body) {
    const body = op.body;
    for (const field of fieldsOf(body)) {
      const last = field.at(-1)!;
      const values = [...wrongTypes(last.schema), ...badValues(last.schema, String(last.key))];
      if (last.required) values.push(undefined);
      const withValue = (v: unknown, mustRefuse: boolean) => {
        const base = valid();
        return {
          ...base,
          body: withField(base.body, field, v, fixture),
          what: `body ${path(field)}=${show(v)}`,
          mustRefuse,
        };
      };
      if (values.length > 0) cases.push({ values, make: (v) => withValue(v, true) });
      if (typesOf(last.schema).has('string') && /template$|^title$/i.test(String(last.key)))
        cases.push({ values: TEMPLATE_FAULTS, arbitrary: templateSnippet, make: (v) => withValue(v, false) });
    }
    cases.push(
      {
        values: [...BAD_WHOLE_BODIES, new Raw(body.type === 'array' ? '{}' : '[]')],
        make: (v) => ({ ...valid(), body: v, what: `the body ${show(v)}`, mustRefuse: true }),
      },
      {
        values: ['text/plain'],
        make: (v) => ({
          ...valid(),
          contentType: String(v),
          what: 'a body sent as text/plain',
          mustRefuse: true,
        }),
      },
    );
    if (body.type === 'object')
      cases.push({
        values: ODD_VALUES,
        make: (v) => ({
          ...valid(),
          body: { unknownField: v },
          what: 'an unknown body field alone',
          mustRefuse: (body.required ?? []).length > 0,
        }),
      });
  }
  return cases;
}

/** Bad requests for this route drawn at random, as an arbitrary. */
export function badRequests(op: Operation, fixture: Fixture): fc.Arbitrary<BadRequest> {
  return fc.oneof(
    ...casesOf(op, fixture).map((c) => {
      const listed = fc.constantFrom(...c.values);
      return (c.arbitrary ? fc.oneof(listed, c.arbitrary) : listed).map((v) => c.make(v));
    }),
  );
}

/** Every listed bad request for this route, each once: the sweep that misses none of them. */
export function everyBadRequest(op: Operation, fixture: Fixture): BadRequest[] {
  return casesOf(op, fixture).flatMap((c) => c.values.map((v) => c.make(v)));
}

/** The first listed bad request of each case that no route may accept: one per place made bad. */
export function oneBadRequestPerPlace(op: Operation, fixture: Fixture): BadRequest[] {
  return casesOf(op, fixture)
    .map((c) => c.make(c.values[0]))
    .filter((bad) => bad.mustRefuse);
}

/** The body as JSON text, with Raw values written as they are. */
function payloadOf(body: unknown): string | undefined {
  if (body === undefined) return undefined;
  const raws: string[] = [];
  const text = JSON.stringify(body, (_key, value) => {
    if (!(value instanceof Raw)) return value;
    raws.push(value.json);
    return `__raw_${raws.length - 1}__`;
  });
  return text.replace(/"__raw_(\d+)__"/g, (_m, i: string) => raws[Number(i)]!);
}

/** Sends a bad request to its route, with a bearer token when one is given. */
export function sendBad(
  app: FastifyInstance,
  op: Operation,
  bad: BadRequest,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  const payload = payloadOf(bad.body);
  return app.inject({
    method: op.method,
    url: urlOf(op, bad.params, bad.query),
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(payload !== undefined ? { 'content-type': bad.contentType ?? 'application/json' } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}
