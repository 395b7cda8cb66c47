// The server's side of the contract (common/api-contract.ts): a zod schema per record and per endpoint, built
// from the shared shapes (the envelope and the JSON schemas Fastify reads are server/shared/schemas.ts).
import { z } from 'zod';

import { type ContentEndpoint, type FieldKind, type KindType, type RecordOf, type Shape } from '../../common/api-contract.ts';
import { ID_PATTERN } from '../shared/schemas.ts';

const id = z.int().positive();

const kindSchemas: { [K in FieldKind]: z.ZodType<KindType<K>> } = {
  id,
  'id|null': id.nullable(),
  ids: z.array(id),
  text: z.string(),
  number: z.number(),
  'number|null': z.number().nullable(),
  integer: z.int(),
  boolean: z.boolean(),
  'text-maps': z.array(z.record(z.string(), z.string())),
  blocks: z.array(z.looseObject({ type: z.string() })),
};

/** The strict schema of a record: exactly what the server promises to send. */
export function recordSchema<S extends Shape>(shape: S): z.ZodType<RecordOf<S>> {
  const fields = Object.entries(shape).map(([name, kind]) => [
    name,
    typeof kind === 'string' ? kindSchemas[kind] : z.array(recordSchema(kind.list)),
  ]);
  return z.object(Object.fromEntries(fields)) as unknown as z.ZodType<RecordOf<S>>;
}

/**
 * The query string of an endpoint that takes an id: the id's parameter, required, of digits. A JSON schema
 * written `as const`, so the route's `request.query` takes its type from it (the type provider). One object per
 * parameter, whichever app asks, so what it compiles to is made once too (server/schema-compilers.ts).
 */
export function idQuerySchema(name: string) {
  let schema = idQueries.get(name);
  if (!schema) idQueries.set(name, (schema = makeIdQuerySchema(name)));
  return schema;
}

const idQueries = new Map<string, ReturnType<typeof makeIdQuerySchema>>();

function makeIdQuerySchema(name: string) {
  return { type: 'object', properties: { [name]: { type: 'string', pattern: ID_PATTERN } }, required: [name] } as const;
}

/** The schemas of a content endpoint: its answer's `data` (its query string, when it takes an id, is idQuerySchema's). */
export function endpointSchemas(endpoint: ContentEndpoint) {
  return { data: z.array(recordSchema(endpoint.list)) };
}
