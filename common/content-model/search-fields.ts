// A search title and description of their own: the fields every kind with a page of its own carries (built pages,
// services, articles, customer stories). Small and apart, so a kind's module imports it without the other kinds.
import { field } from './fields.ts';

/** Where search engines cut a title and a description in their results (about; they measure in pixels). */
export const SEARCH_TITLE_LENGTH = 60;
export const SEARCH_DESCRIPTION_LENGTH = 160;

/**
 * A search title and description of their own, which default to the heading and summary (pages, services, the real
 * pages), translated as they are: a Marathi page whose own are not translated yet uses its translated heading and
 * summary (ownUnlessUntranslated, common/languages.ts).
 */
export const searchFields = {
  search_title: field.text({
    label: 'Title in search results',
    help: `Leave empty to use the heading. Search engines show about ${SEARCH_TITLE_LENGTH} characters, “ | Dexterity” included. The visible heading does not change.`,
    max: 120,
    min: 0,
    translatable: true,
  }),
  search_description: field.text({
    label: 'Description in search results',
    help: `What search results and shared links say of the page; search engines show about ${SEARCH_DESCRIPTION_LENGTH} characters.`,
    max: 320,
    min: 0,
    translatable: true,
  }),
} as const;
