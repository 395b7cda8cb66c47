// The content document: everything the API serves, as one JSON file. The seed, `content export` and
// `content import` all use this format; its schema is derived from the content model
// (common/content-model), where each kind is declared once.
export {
  contentDocumentSchema,
  formatPath,
  malformedText,
  MAX_ID,
  parseContent,
  validateContent,
  type ContentDocument,
  type ContentProblem,
  type ContentValidation,
  type DocumentItem,
} from '../../common/content-model/schema.ts';
export { PLAN_CURRENCIES } from '../../common/content-model/kinds.ts';
