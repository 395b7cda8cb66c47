// Every URL of the site, shared with the server: it lives in common/paths.ts.
export * from '../../common/paths.ts';
