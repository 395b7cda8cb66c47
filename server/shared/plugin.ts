// The server's own plugins: each keeps its own scope (Fastify's encapsulation, as a plain async function would) and
// carries its name. Fastify names a plugin in its errors and its plugin tree, and for one without a name it searched
// every module Node had loaded for it, twice each time it was registered: a noticeable part of building an app, which
// the server's tests do hundreds of times (docs/testing.md).
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyPluginOptions, FastifyTypeProviderDefault, RawServerDefault } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export function scopedPlugin<Options extends FastifyPluginOptions>(
  name: string,
  plugin: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return fastifyPlugin<Options, RawServerDefault, FastifyTypeProviderDefault, FastifyBaseLogger, FastifyPluginAsync<Options>>(plugin, {
    name,
    encapsulate: true,
  });
}
