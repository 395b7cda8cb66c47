// Who a history entry names, as staff read it: a colleague by their e-mail address, and the site's own saves in words.

/** The server publishing a scheduled draft at its time (server/content-editor/draft-publish.ts). */
const SCHEDULE_ACTOR = 'system:schedule';
/** The site's starting content (server/db/seed-translations.ts). */
const SEED_ACTOR = 'seed';

/** `by …` in a history: `its schedule`, `the site’s starting content`, or the person's e-mail address. */
export const actorName = (actor: string): string =>
  actor === SCHEDULE_ACTOR ? 'its schedule' : actor === SEED_ACTOR ? 'the site’s starting content' : actor || 'the system';
