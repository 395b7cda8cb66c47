// Fastify compiles every route's JSON schemas when an app is built: an ajv validator for each request part and
// a fast-json-stringify serializer for each answer, half the time it takes to build the app. These builders
// share the compiled functions between the apps one process builds (the tests build hundreds): ajv-compiler's
// pool keeps one ajv per set of shared schemas and options (ajv keeps what it compiled per schema object),
// and serializers are kept per schema object and set of shared schemas. A running server builds one app,
// so for it nothing changes.
import ajvCompiler from '@fastify/ajv-compiler';
import serializerCompiler from '@fastify/fast-json-stringify-compiler';

type SerializerBuilder = ReturnType<typeof serializerCompiler>;
type Serializer = ReturnType<ReturnType<SerializerBuilder>>;

const buildValidator = ajvCompiler();
const compileSerializers = serializerCompiler();
/** Serializers by the shared schemas and options they were built with, then by route schema. */
const serializers = new Map<string, WeakMap<object, Serializer>>();

const buildSerializer: SerializerBuilder = (externalSchemas, options) => {
  const compile = compileSerializers(externalSchemas, options);
  const key = JSON.stringify([externalSchemas, options ?? null]);
  let kept = serializers.get(key);
  if (!kept) serializers.set(key, (kept = new WeakMap()));
  return (route) => {
    // A route's schema is an object (Fastify refuses anything else).
    const schema = route.schema as object;
    let serializer = kept.get(schema);
    if (!serializer) kept.set(schema, (serializer = compile(route)));
    return serializer;
  };
};

/** Fastify's `schemaController.compilersFactory`. */
export const schemaCompilers = { buildValidator, buildSerializer };
