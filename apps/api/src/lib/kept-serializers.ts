import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

type BuildSerializer = ReturnType<typeof SerializerSelector>;
type Serialize = ReturnType<ReturnType<BuildSerializer>>;

const buildSerializer = SerializerSelector();

/** Compiled serializers by the shared schemas and options they were compiled with, then by response schema (as text). */
const keptSerializers = new Map<string, Map<string, Serialize>>();

/**
 * Fastify's serializer factory (`schemaController.compilersFactory.buildSerializer`), keeping each compiled response
 * serializer for the process. A serializer depends only on its schema, the shared schemas and the options, and
 * compiling every route's was most of an app's start (about 1.2 s). A server builds one app; the tests build one per
 * test, each on copies of the same schemas, so they are keyed by their text.
 */
export const buildKeptSerializer: BuildSerializer = (externalSchemas, serializerOptions) => {
  const shared = JSON.stringify([externalSchemas ?? null, serializerOptions ?? null]);
  const byResponseSchema = keptSerializers.get(shared) ?? new Map<string, Serialize>();
  keptSerializers.set(shared, byResponseSchema);
  const compile = buildSerializer(externalSchemas, serializerOptions);
  return (route) => {
    const key = JSON.stringify(route.schema);
    let serialize = byResponseSchema.get(key);
    if (!serialize) {
      serialize = compile(route);
      byResponseSchema.set(key, serialize);
    }
    return serialize;
  };
};
