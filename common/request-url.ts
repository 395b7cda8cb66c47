// A request's target read as an address of this site. The server reads the path that follows the site's own origin;
// it never resolves the target as a URL in its own right. A relative URL `//host/about` or `/\host` would resolve
// to another host's `/about` or `/`, and `//` alone would not parse at all. Read this way, each is a path of this site.

/** The URL of a request target on `origin`: a path (with its query) as a path of the site, an absolute URL as sent. */
export function requestUrl(target: string, origin = 'http://site.invalid'): URL {
  return target.startsWith('/') ? new URL(`${new URL(origin).origin}${target}`) : new URL(target, origin);
}
