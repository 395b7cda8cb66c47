import { ContentStore } from './content-store.ts';
import { openDatabase, type OpenOptions } from './database.ts';

export type { OpenOptions } from './database.ts';

/** Opens (creating, migrating and seeding as needed) the database and prepares its queries. */
export function openContentStore(path: string, options: OpenOptions = {}): ContentStore {
  return new ContentStore(openDatabase(path, options));
}
