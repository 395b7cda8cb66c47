// The site's fetcher and query for a kind's public read, made from its declaration (publicApi in
// common/content-model/kinds.ts): its path, its query parameter, its records' shape and its query key. A kind
// whose page needs nothing more than its list (docs/decisions/0026) reads `kindQuery(kind)` in its page's loader.
import type { KindDeclaration, PublicRead } from '@common/content-model/kinds';
import { publicShape } from '@common/content-model/public-shape';

import { apiGet } from '@/lib/api-client';
import { NotServedHere, type ContentRead } from '@/lib/content-read';
import { contentQuery, type ContentQuery } from '@/lib/page-data';
import { listOf, readRecord } from '@/lib/validate';
import type { PublicRecord } from '@common/api-contract';

/** Each field read to its kind; a record missing one is dropped (a list that is empty shows nothing). */
function completeRecord<K extends KindDeclaration>(kind: K): (item: unknown) => PublicRecord<K> | undefined {
  const shape = publicShape(kind);
  return (item) => {
    const record = readRecord(shape, item);
    return record && Object.values(record).every((value) => value !== undefined) ? (record as unknown as PublicRecord<K>) : undefined;
  };
}

/** The read's records (those of the id when it takes one): the API in the browser, the database on the server. */
export async function getKindList<K extends KindDeclaration>(
  kind: K,
  read: PublicRead,
  id?: number | string,
  source: ContentRead = apiGet,
): Promise<PublicRecord<K>[]> {
  const params = read.filter && id !== undefined ? { params: { [read.filter.param]: id } } : {};
  try {
    return listOf(await source(read.path, params), completeRecord(kind));
  } catch (error) {
    if (!(error instanceof NotServedHere)) console.error(`Error fetching ${kind.plural.toLowerCase()}:`, error);
    throw error;
  }
}

/** The query of a kind's read (its first unless named), keyed by its name and id (or the text its filter takes: a slug). */
export function kindQuery<K extends KindDeclaration>(
  kind: K,
  options: { read?: string; id?: number | string } = {},
): ContentQuery<PublicRecord<K>[]> {
  const read = kind.publicApi?.find((candidate) => options.read === undefined || candidate.name === options.read);
  if (!read) throw new Error(`${kind.name} has no public read${options.read ? ` named ${options.read}` : ''}.`);
  const key = options.id === undefined ? `kind-${read.name}` : `kind-${read.name}-${options.id}`;
  return contentQuery(key, (source) => getKindList(kind, read, options.id, source));
}
