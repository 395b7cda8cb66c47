// What every answer of the server shares: the envelope (`{ success, data?, message? }`), the error envelope
// and the failures routes answer with it, the id pattern, and the JSON schemas Fastify validates query strings
// and serializes answers with, emitted from zod schemas.
import { z } from 'zod';

import { MAX_ID } from '../../common/api-contract.ts';

export const ID_PATTERN = `^[1-9][0-9]{0,${String(MAX_ID).length - 1}}$`;

/** The envelope of a successful answer around its data. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data, message: z.string().optional() });
}

export const errorEnvelopeSchema = z.object({ success: z.boolean(), message: z.string() });

/** A refused enquiry: the envelope and one message per refused field. */
export const refusalSchema = errorEnvelopeSchema.extend({ errors: z.record(z.string(), z.string()) });

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
