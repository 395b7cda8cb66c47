// Numbers the specification fixes (docs/requirements/spec.md §9). Components read them from here, never inline.

/**
 * The header collapses to its toggle menu at this width and narrower. docs/requirements/spec.md §9
 * says 768 px; at 769–1199 px the navigation, the contact block and the actions do not fit on one
 * row, so the header collapses earlier (docs/departures.md).
 */
export const HEADER_COLLAPSE_MAX_WIDTH = 1199;
/** The header's phone and e-mail block shows beside the navigation from this width (narrower: in the toggle menu only). */
export const HEADER_CONTACT_MIN_WIDTH = 1400;
export const LOGO_HEIGHT = 65;
export const SERVICE_MAIN_IMAGE_HEIGHT = 510;

export const REQUEST_TIMEOUT_MS = 10_000;
/**
 * How long the staff area waits for work the server does while they wait: an upload (its body, which the server
 * takes for up to 30 s by default, then a phone photo's 13 copies, tens of seconds on a busy 2-core server) and a
 * backup (the database and every upload copied, then sent to the bucket). Ten seconds ended them as failures while
 * the server went on and finished them.
 */
export const LONG_REQUEST_TIMEOUT_MS = 5 * 60_000;
export const BACK_TO_TOP_THRESHOLD = 300;

export const HERO_AUTOPLAY_MS = 5000;
export const HERO_TITLE_ROTATION_MS = 3000;

export const COUNTER_STEP_MS = 30;
export const COUNTER_STEP_SMALL = 1;
export const COUNTER_STEP_LARGE = 5;
/** Statistic texts that count up in steps of 5. */
export const COUNTER_LARGE_STEP_NUMBERS: readonly string[] = ['200+', '50+'];

export const CARD_CAROUSEL_SPEED_MS = 800;
export const TESTIMONIAL_CAROUSEL_SPEED_MS = 1000;
export const CARD_BREAKPOINTS = { sm: 500, md: 991, xl: 1750 } as const;
export const LOGO_CAROUSEL_AUTOPLAY_MS = 2500;
export const LOGO_CAROUSEL_SPEED_MS = 600;
export const LOGO_CAROUSEL_BREAKPOINTS = { sm: 575, md: 991, lg: 1300 } as const;

export const BLOG_TOTAL_POSTS = 10;
export const BLOG_INITIAL_VISIBLE_LIST = 4;
export const BLOG_INITIAL_VISIBLE_WIDE = 5;
export const BLOG_LOAD_MORE_STEP = 3;

export const SERVICE_NUMBER_DIGITS = 2;
export const MAX_SERVICE_SECTIONS = 7;
export const MAX_QUICK_FACTS = 4;

export const SLIDER_DEBOUNCE_MS = 20;
export const SLIDER_WHEEL_END_MS = 100;

export const PRICE_FILTER = { min: 0, max: 500, step: 5, minValue: 10, maxValue: 400 } as const;
