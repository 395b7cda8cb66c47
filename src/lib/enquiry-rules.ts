// The rules of an enquiry, shared with the server: they live in common/enquiry-rules.ts.
export * from '../../common/enquiry-rules.ts';
