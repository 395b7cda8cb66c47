// The shape of an entry in the route table and of the handle the client router gives each page: shared with
// the server, it lives in common/page-handle.ts.
export * from '../../common/page-handle.ts';
