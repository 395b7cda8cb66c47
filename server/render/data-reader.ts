// The data a page rendered on the server reads: the API's answers straight from the database, and the
// site's static JSON files from the build. The same store methods answer the API routes (server/api).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { apiPaths } from '../../src/types/api.ts';
import { MAX_ID } from '../db/content-schema.ts';
import type { ContentStore } from '../db/content-store.ts';

import type { DataReader } from './bundle.ts';

type Params = Readonly<Record<string, string | number>>;

function idParam(params: Params, name: string): number {
  const value = Number(params[name]);
  if (!Number.isSafeInteger(value) || value < 1 || value > MAX_ID) throw new Error(`${name} must be a positive integer`);
  return value;
}

const reads: Record<string, (store: ContentStore, params: Params) => unknown> = {
  [apiPaths.offeringsWithDetails]: (store) => store.offeringsWithDetails(),
  [apiPaths.offerings]: (store) => store.offerings(),
  [apiPaths.services]: (store) => store.services(),
  [apiPaths.servicesByOffering]: (store, params) => store.servicesByOffering(idParam(params, 'offering_id')),
  [apiPaths.serviceSections]: (store, params) => store.sections(idParam(params, 'id')),
  [apiPaths.quickFacts]: (store) => store.quickFacts(),
  [apiPaths.pricing]: (store, params) => store.pricing(idParam(params, 'offering_details')),
  [apiPaths.pricingPlans]: (store) => store.pricingPlans(),
};

const STATIC_JSON = /^\/data\/[\w-]+\.json$/;

export function createDataReader(store: ContentStore, clientDir: string): DataReader {
  const files = new Map<string, Promise<unknown>>();
  return async (path, params) => {
    const read = reads[path];
    if (read) return read(store, params);
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
