// The data a page rendered on the server reads: the API's answers straight from the database, and the
// site's static JSON files from the build. The API's routes answer from the same reads (server/api/content.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { apiPaths, MAX_ID } from '../../common/api-contract.ts';
import { publicEndpoints } from '../../common/content-model/public-api.ts';
import type { ContentStore } from '../db/content-store.ts';
import { kindHooks } from '../kinds/index.ts';
import { searchQuery, searchSite } from '../search/index.ts';
import { languageParam, textFilterValue } from '../shared/responses.ts';

import type { DataReader } from './bundle.ts';

type Params = Readonly<Record<string, string | number>>;

function idParam(params: Params, name: string): number {
  const value = Number(params[name]);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_ID) throw new Error(`${name} must be a positive integer`);
  return value;
}

/** The content endpoints by path (every declared public read), answered by the same store reads as the API's routes. */
function contentReads() {
  return new Map(
    publicEndpoints().map((endpoint) => {
      const { query } = endpoint;
      return [
        endpoint.path,
        (store: ContentStore, params: Params) => {
          const lang = languageParam(params.lang);
          return store.read(
            endpoint,
            query === undefined ? 0 : endpoint.read.filter?.text ? textFilterValue(endpoint, params[query], lang) : idParam(params, query),
            lang,
          );
        },
      ];
    }),
  );
}

/** The reads the kinds' hooks add (server/kinds): a list drawn a page at a time (Insights'), by path. */
function kindReads() {
  return new Map(kindHooks.flatMap((hooks) => Object.entries(hooks.reads ?? {})));
}

const STATIC_JSON = /^\/data\/[\w-]+\.json$/;

export function createDataReader(store: ContentStore, clientDir: string): DataReader {
  const files = new Map<string, Promise<unknown>>();
  const reads = new Map([...contentReads(), ...kindReads()]);
  return async (path, params) => {
    const read = reads.get(path);
    if (read) return read(store, params);
    // The search page's results: the same query as GET /api/search/.
    if (path === apiPaths.search) {
      const words = searchQuery(params.q);
      return words ? searchSite(store.db, words, languageParam(params.lang)) : [];
    }
    if (STATIC_JSON.test(path)) {
      // Build files never change while the server runs.
      let file = files.get(path);
      if (!file) {
        file = readFile(join(clientDir, path), 'utf8').then((text) => JSON.parse(text) as unknown);
        files.set(path, file);
        file.catch(() => files.delete(path));
      }
      return file;
    }
    throw new Error(`No data for ${path}`);
  };
}
