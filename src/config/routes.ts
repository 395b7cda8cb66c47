// The route table, shared with the server: it lives in common/routes.ts (docs/decisions/0010).
export * from '../../common/routes.ts';
