// Where a page's content is read (docs/decisions/0025-route-loaders.md): one signature for the two sources.
// In the browser it is the API over HTTP (`apiGet`); on the server a render's loaders are given the
// database's answers to the same paths (server/render/data-reader.ts), and the build answers only the
// site's own JSON files.

export interface ReadOptions {
  params?: Record<string, string | number>;
  /** Used when the server says `success: false` without a message. */
  failureMessage?: string;
}

/** GETs a site path: the `data` of a successful API envelope, or a static JSON file's content. */
export type ContentRead = (path: string, options?: ReadOptions) => Promise<unknown>;

/**
 * What a read throws for a path its source does not answer (the build has no API): the page then carries
 * no data for it and the browser asks. Not a failure worth logging.
 */
export class NotServedHere extends Error {
  constructor(path: string) {
    super(`${path} is not available here`);
    this.name = 'NotServedHere';
  }
}
