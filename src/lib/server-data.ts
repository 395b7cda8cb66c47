// Where a render outside the browser reads its data (docs/decisions/0008). The server answers API paths
// from its database and site files from the build; the build answers only site files. In the browser
// nothing is registered and reads go over HTTP.

/** Answers a GET of a site path: the `data` of a successful API envelope, or a static JSON file's content. */
export type ServerDataReader = (path: string, params: Readonly<Record<string, string | number>>) => Promise<unknown>;

let reader: ServerDataReader | undefined;

export function setServerDataReader(next: ServerDataReader | undefined) {
  reader = next;
}

/** The registered reader, outside the browser only. */
export function serverDataReader(): ServerDataReader | undefined {
  return typeof window === 'undefined' ? reader : undefined;
}

/**
 * What a reader throws for a path it does not answer (the build has no API): the page then carries no
 * data for it and the browser asks. Not a failure worth logging.
 */
export class NotServedHere extends Error {
  constructor(path: string) {
    super(`${path} is not available here`);
    this.name = 'NotServedHere';
  }
}
