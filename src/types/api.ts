// The API contract, shared with the server: it lives in common/api-contract.ts.
export * from '../../common/api-contract.ts';
