/**
 * What the API reference's static schema view (./Schema and the
 * components around it) reads from an OpenAPI schema: its type name, the
 * properties to list, its constraints and a sample value. Plain functions,
 * no React, so that they run at render time on the server and in the browser alike.
 */
export interface SchemaObject {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, SchemaObject>;
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  required?: string[] | boolean;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[] | Record<string, unknown>;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  nullable?: boolean;
  deprecated?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  readOnly?: boolean;
  writeOnly?: boolean;
}

/** allOf merged into one schema: properties and required lists joined, the rest taken from the first that has it. */
export function merged(schema: SchemaObject): SchemaObject {
  if (!schema.allOf) return schema;
  const {allOf, ...rest} = schema;
  return [rest, ...allOf.map(merged)].reduce<SchemaObject>(
    (all, part) => ({
      ...part,
      ...all,
      properties: all.properties || part.properties ? {...part.properties, ...all.properties} : undefined,
      required: [...(Array.isArray(all.required) ? all.required : []), ...(Array.isArray(part.required) ? part.required : [])],
    }),
    {},
  );
}

/** The type as the reference shows it: `string<date>`, `object`, `Resource[]`, `integer | string`. */
export function schemaName(schema: SchemaObject): string {
  if (schema.items) return `${schemaName(schema.items)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (schema.format) return type ? `${type}<${schema.format}>` : schema.format;
  if (schema.allOf || schema.oneOf || schema.anyOf) return 'object';
  if (!type && schema.enum) return 'string';
  if (type === 'object' || type === 'array') return type;
  return schema.title ?? type ?? '';
}

/** Whether the schema has members of its own to list (and is shown as a collapsible entry). */
export function hasMembers(schema: SchemaObject): boolean {
  const s = merged(schema.items ? schema.items : schema);
  return Boolean((s.properties && Object.keys(s.properties).length) || typeof s.additionalProperties === 'object' || s.oneOf || s.anyOf);
}

/** The constraints of a value as a Markdown line for ./Markdown, or undefined when it has none. */
export function qualifier(schema: SchemaObject, possibleValues: string): string | undefined {
  const s = schema.items && schema.items.enum ? schema.items : schema;
  const parts: string[] = [];
  if (s.enum) parts.push(`[${s.enum.map((value) => `\`${String(value)}\``).join(', ')}]`);
  if (s.minLength !== undefined) parts.push(`\`>= ${s.minLength}\``);
  if (s.maxLength !== undefined) parts.push(`\`<= ${s.maxLength}\``);
  if (s.minimum !== undefined) parts.push(`\`>= ${s.minimum}\``);
  if (s.maximum !== undefined) parts.push(`\`<= ${s.maximum}\``);
  if (s.pattern) parts.push(`\`${s.pattern}\``);
  return parts.length ? `**${possibleValues}** ${parts.join(', ')}` : undefined;
}

/** Values of a format, for a value the description gives no example for. */
const formatSamples: Record<string, string> = {
  date: '2024-01-15',
  'date-time': '2024-01-15T09:00:00Z',
  time: '09:00:00',
  email: 'user@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  uri: 'https://example.com',
  hostname: 'example.com',
};

/**
 * Which way a sample goes: a request body leaves out read-only properties (the
 * API sets them), a response leaves out write-only ones.
 */
export type Direction = 'request' | 'response';

/** Whether a property is part of a body sent in `direction`. */
export function inDirection(property: SchemaObject, direction: Direction): boolean {
  return direction === 'request' ? !property.readOnly : !property.writeOnly;
}

/**
 * A sample value built from the schema, as the request and response samples show
 * it: a value's example (or first of its examples), default, constant or first
 * allowed value where it has one, otherwise a value of its format, otherwise one
 * of its type. Read-only properties are left out of requests, write-only ones of responses.
 */
export function sample(schema: SchemaObject, direction: Direction = 'response', depth = 0): unknown {
  const s = merged(schema);
  const firstExample = Array.isArray(s.examples) ? s.examples[0] : undefined;
  for (const given of [s.example, firstExample, s.default, s.const, s.enum?.[0]]) if (given !== undefined) return given;
  if (s.oneOf?.length || s.anyOf?.length) return sample((s.oneOf ?? s.anyOf)![0], direction, depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (depth > 8) return null; // a schema that refers to itself
  if (type === 'array' || s.items) return s.items ? [sample(s.items, direction, depth + 1)] : [];
  if (type === 'object' || s.properties) {
    const entries = Object.entries(s.properties ?? {}).filter(([, property]) => inDirection(property, direction));
    return Object.fromEntries(entries.map(([name, property]) => [name, sample(property, direction, depth + 1)]));
  }
  if (type === 'integer' || type === 'number') return 0;
  if (type === 'boolean') return true;
  if (type === 'string') return (s.format && formatSamples[s.format]) ?? 'string';
  return null;
}
