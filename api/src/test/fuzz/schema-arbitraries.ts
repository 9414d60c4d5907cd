import fc, { type Arbitrary } from 'fast-check';

/** The subset of JSON Schema that the OpenAPI document (zod -> JSON Schema) uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Ids that exist in the database under test, so generated references sometimes hit real rows. */
export interface FuzzContext {
  knownIds: string[];
}

const INT_LIMIT = 2 ** 31 - 1;

/** Inputs that have broken parsers, queries and renderers elsewhere. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '\u0000',
  "' OR 1=1 --",
  '"; drop table buses; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '../../etc/passwd',
  '%00',
  '%',
  '\\',
  '٣٤٥',
  '🚌🚌',
  '\u202Eabc',
  '9999999999999999999999999',
  '2026-02-30',
  '24:61',
  '00000000-0000-0000-0000-000000000000',
  'a'.repeat(5_000),
];

const nasty = fc.constantFrom(...NASTY_STRINGS);

function types(schema: JsonSchema): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function patternString(schema: JsonSchema): Arbitrary<string> | null {
  if (!schema.pattern) return null;
  try {
    const fitsLength = (value: string) =>
      value.length >= (schema.minLength ?? 0) &&
      value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY);
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fitsLength);
  } catch {
    return null;
  }
}

function validString(schema: JsonSchema, context: FuzzContext): Arbitrary<string> {
  if (schema.format === 'uuid') {
    return context.knownIds.length > 0
      ? fc.oneof(fc.constantFrom(...context.knownIds), fc.uuid())
      : fc.uuid();
  }
  if (schema.format === 'email') return fc.emailAddress();
  const matching = patternString(schema);
  if (matching) return matching;
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 200, 5_000);
  const boundaries = [minLength, maxLength].map((length) => 'ب'.repeat(length));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 60), unit: 'grapheme' }) },
    { weight: 1, arbitrary: fc.constantFrom(...boundaries) },
  );
}

function validNumber(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const low =
    schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -INT_LIMIT);
  const high =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : INT_LIMIT);
  const min = Math.max(low, -INT_LIMIT);
  const max = Math.min(high, INT_LIMIT);
  if (integer) return fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max));
  return fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max));
}

/** A value the schema accepts (boundaries included: the shortest, the longest, the least, the most). */
export function validValue(schema: JsonSchema, context: FuzzContext): Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((option) => validValue(option, context)));
  if (schema.allOf?.length) return validValue(schema.allOf[0]!, context);
  const options = types(schema);
  if (options.length > 1) {
    return fc.oneof(...options.map((type) => validValue({ ...schema, type }, context)));
  }
  switch (options[0]) {
    case 'string':
      return validString(schema, context);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? validValue(schema.items, context) : fc.jsonValue(), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object':
      return validObject(schema, context);
    default:
      return fc.jsonValue();
  }
}

function validObject(schema: JsonSchema, context: FuzzContext): Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property, context)]),
  );
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
}

/** A value just outside what the schema accepts, or of the wrong kind altogether. */
export function invalidValue(schema: JsonSchema): Arbitrary<unknown> {
  const outside: unknown[] = [];
  if (schema.minLength !== undefined && schema.minLength > 0) outside.push('x'.repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined) outside.push('x'.repeat(schema.maxLength + 1));
  if (schema.minimum !== undefined) outside.push(schema.minimum - 1, schema.minimum - 0.5);
  if (schema.maximum !== undefined) outside.push(schema.maximum + 1, schema.maximum + 0.5);
  if (schema.minItems !== undefined && schema.minItems > 0) outside.push([]);
  const wrongKinds = fc.oneof(
    nasty,
    fc.constantFrom(null, true, -1, 0, 1.5, 1e308, -1e308, [], {}, [null], { $gt: '' }),
    fc.jsonValue({ maxDepth: 2 }),
  );
  return outside.length > 0 ? fc.oneof(fc.constantFrom(...outside), wrongKinds) : wrongKinds;
}

/**
 * A JSON body for an object schema: valid (with boundaries), valid but for one field (out of range,
 * wrong type, missing or an unknown extra field), or not the right shape at all.
 */
export function bodyValue(schema: JsonSchema, context: FuzzContext): Arbitrary<unknown> {
  const valid = validValue(schema, context);
  const fields = Object.entries(schema.properties ?? {});
  const broken: Arbitrary<unknown>[] = [
    fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(null, [], {}, 'text', 0)),
  ];
  if (fields.length > 0) {
    const oneFieldWrong = fc
      .tuple(valid, fc.constantFrom(...fields))
      .chain(([body, [name, property]]) =>
        invalidValue(property).map((value) => ({ ...(body as object), [name]: value })),
      );
    const oneFieldMissing = fc
      .tuple(valid, fc.constantFrom(...fields.map(([name]) => name)))
      .map(([body, name]) => {
        const copy = { ...(body as Record<string, unknown>) };
        delete copy[name];
        return copy;
      });
    const extraField = fc
      .tuple(valid, fc.constantFrom('__proto__', 'constructor', 'id', 'createdBy', 'role', 'isAdmin'))
      .map(([body, name]) => {
        // Through JSON so that `__proto__` becomes an own key, as it would arrive over the wire.
        const fields = JSON.stringify(body).slice(1, -1);
        return JSON.parse(`{"${name}":1${fields ? `,${fields}` : ''}}`);
      });
    broken.push(oneFieldWrong, oneFieldMissing, extraField);
  }
  return fc.oneof({ weight: 3, arbitrary: valid }, ...broken.map((arbitrary) => ({ weight: 2, arbitrary })));
}

/**
 * Objects and arrays go in as their JSON: `String()` throws on generated objects whose `toString`
 * key is not a function (or that have no prototype).
 */
function asQueryText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

/** A query-string value: the schema's own kind, just outside it, or a nasty string. */
export function queryValue(schema: JsonSchema, context: FuzzContext): Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 3, arbitrary: validValue(schema, context).map(asQueryText) },
    { weight: 1, arbitrary: invalidValue(schema).map(asQueryText) },
    { weight: 1, arbitrary: nasty },
    { weight: 2, arbitrary: fc.constant(undefined) },
  );
}

/** A path id: a real row, a random uuid, or something that is no id at all. */
export function pathIdValue(context: FuzzContext): Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: context.knownIds.length > 0 ? fc.constantFrom(...context.knownIds) : fc.uuid() },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: nasty.filter((value) => value !== '') },
  );
}
