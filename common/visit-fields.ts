// The campaign fields a visit keeps for a later enquiry (src/lib/visit-context.ts) and the enquiry's rules
// check (./enquiry-rules.ts): their names and the longest value kept.

export const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** Longest utm value kept; the rest is cut (the server cuts to the same length). */
export const MAX_UTM_LENGTH = 100;
