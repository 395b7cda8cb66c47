// The server's side of the contract (common/api-contract.ts): a zod schema per record and per endpoint, built
// from the shared shapes, and the JSON schemas Fastify validates query strings and serializes answers with,
// emitted from those zod schemas.
import { z } from 'zod';

import {
  MAX_ID,
  type ContentEndpoint,
  type FieldKind,
  type KindType,
  type RecordOf,
  type Shape,
} from '../../common/api-contract.ts';

const id = z.int().positive();

const kindSchemas: { [K in FieldKind]: z.ZodType<KindType<K>> } = {
  id,
  'id|null': id.nullable(),
  text: z.string(),
  number: z.number(),
  'number|null': z.number().nullable(),
  integer: z.int(),
  boolean: z.boolean(),
  'text-maps': z.array(z.record(z.string(), z.string())),
};

/** The strict schema of a record: exactly what the server promises to send. */
export function recordSchema<S extends Shape>(shape: S): z.ZodType<RecordOf<S>> {
  const fields = Object.entries(shape).map(([name, kind]) => [name, typeof kind === 'string' ? kindSchemas[kind] : z.array(recordSchema(kind.list))]);
  return z.object(Object.fromEntries(fields)) as unknown as z.ZodType<RecordOf<S>>;
}

export const ID_PATTERN = `^[1-9][0-9]{0,${String(MAX_ID).length - 1}}$`;

/** The envelope of a successful answer around its data. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data, message: z.string().optional() });
}

export const errorEnvelopeSchema = z.object({ success: z.boolean(), message: z.string() });

/** A refused enquiry: the envelope and one message per refused field. */
export const refusalSchema = errorEnvelopeSchema.extend({ errors: z.record(z.string(), z.string()) });

/**
 * The query string of an endpoint that takes an id: the id's parameter, required, of digits. A JSON schema
 * written `as const`, so the route's `request.query` takes its type from it (the type provider).
 */
export function idQuerySchema(name: string) {
  return { type: 'object', properties: { [name]: { type: 'string', pattern: ID_PATTERN } }, required: [name] } as const;
}

/** The schemas of a content endpoint: its answer's `data` (its query string, when it takes an id, is idQuerySchema's). */
export function endpointSchemas(endpoint: ContentEndpoint) {
  return { data: z.array(recordSchema(endpoint.list)) };
}

type JsonSchema = Record<string, unknown>;

/**
 * The JSON schema of a zod schema, as Fastify's ajv (draft-07) and fast-json-stringify read it: a nullable
 * field is `type: [t, 'null']` rather than an `anyOf` (which fast-json-stringify checks value by value), and
 * `additionalProperties: false` is left out (ajv would strip unknown query parameters instead of ignoring them;
 * the serializer writes only the listed fields either way).
 */
export function jsonSchema(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    override: ({ jsonSchema: node }) => {
      if (node.additionalProperties === false) delete node.additionalProperties;
      const [first, second, ...rest] = (node.anyOf ?? []) as JsonSchema[];
      if (first && second?.type === 'null' && rest.length === 0 && typeof first.type === 'string') {
        delete node.anyOf;
        Object.assign(node, first, { type: [first.type, 'null'] });
      }
    },
  }) as JsonSchema;
  delete json.$schema;
  return json;
}

export const errorEnvelope = jsonSchema(errorEnvelopeSchema);

export const errorResponses = { 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope, 500: errorEnvelope } as const;
