// Migrations 1 to 31, each declared by its id, name and file of ./migrations/ and pinned by that file's
// SHA-256 as it shipped (docs/decisions/0027); ./migrations.ts reads them, then finds those after by their files.
import type { Migration } from './migrations.ts';

/**
 * A migration as FROZEN declares it: its SQL is its file's text, pinned by the SHA-256 of the file as it
 * shipped (server/db/migrations.test.ts fails when the file no longer matches).
 */
type Declared = Omit<Migration, 'sql'> & { file: string; sha256: string };

/** Every migration, in order. Append only; never edit, rename or remove one that shipped. */
export const FROZEN: readonly Declared[] = [
  // The content tables: offerings, their services, each service's sections, quick facts and pricing
  // entries, and the pricing plans.
  {
    id: 1,
    name: 'content tables',
    file: '0001-content-tables.sql',
    sha256: '47d1ca624618b10b1035f77e324146cc52ad61562ffc928b924ee1ee1ae3a394',
  },
  // What the visitor sent and when; no address, hashed or not: the rate limit lives in memory.
  { id: 2, name: 'enquiries', file: '0002-enquiries.sql', sha256: '388ae3ea781fc8e18f7132dda1b933d1102a3191f872068403c8f4e6e70ec20b' },
  // When each service's content (and, under id 0, the site-wide lists) last changed: the sitemap's
  // lastmod. An import keeps the time of what it leaves unchanged (the digest says so).
  {
    id: 3,
    name: 'content changes',
    file: '0003-content-changes.sql',
    sha256: '8b8c197a77f80ba87aa26f79668cb0fb717b2b1f10d19562bbd968be00980dae',
  },
  // Plans carry their currency and whether GST comes on top, and may belong to one service (NULL: a
  // general plan, shown on pages without plans of their own). Plans stored before this were priced
  // in US dollars (docs/requirements/spec.md §7): they keep that currency, and GST is not added to them.
  {
    id: 4,
    name: 'plan currency, GST and service',
    file: '0004-plan-currency-gst-and-service.sql',
    sha256: '82f300fb64308b56e27c99c284975ca43bc99735c9e0a10c7a24ea799750f7a4',
  },
  // Accounts are made from the terminal only (npm run staff). A session is stored under the SHA-256
  // of its cookie's id, so a copy of the database cannot be used to sign in; its CSRF secret lives
  // beside it. Failed sign-ins are kept under keyed hashes (docs/decisions/0013): no address or
  // e-mail can be read back from them.
  {
    id: 5,
    name: 'staff accounts, sessions and failed sign-ins',
    file: '0005-staff-accounts-sessions-and-failed-sign-ins.sql',
    sha256: 'd4c7c3c003c77f63c46b432c7106ad6375500b0b5e9fc570dd59b975fb778bf0',
  },
  // Where an enquiry stands, staff notes on it, and what the visitor agreed to and came from. Rows
  // stored before this are new, with empty consent and origin fields (nothing was recorded then).
  {
    id: 6,
    name: 'enquiry workflow',
    file: '0006-enquiry-workflow.sql',
    sha256: 'f4a24b4556b843775cd44ffe3bf30b4b87e0bc63d194bbef47d8302e66e6ced7',
  },
  // Every change staff make: who (the account's e-mail, kept when the account is removed), when,
  // which record, what, and the record before and after as JSON (NULL for none).
  { id: 7, name: 'audit log', file: '0007-audit-log.sql', sha256: 'c418c260128f035b4af08584672aa3fb46c877c707ce969516ba196769a56f24' },
  // An id is never given twice: every table with a numbered id is rebuilt to count on from the
  // highest id it ever gave, even one since deleted, so a new enquiry cannot take a deleted one's id
  // (and with it the audit log about another person). Ids only the audit log still remembers count
  // too. Each content item gets a version (1 for those stored before this), so a form saved over a
  // newer change is refused rather than undoing it. Deleted content waits in content_trash, with its
  // children and the place it held, so it can be put back. Columns, indexes and rows are kept as they
  // were (the added columns stay where they were added, so rows read the same).
  {
    id: 8,
    name: 'ids never reused, item versions, trash',
    file: '0008-ids-never-reused-item-versions-trash.sql',
    sha256: '3959c3d28ee0c8da62c1f25202119e0c16f9afeeff389f154fc3dcaf3b586041',
    foreignKeysOff: true,
  },
  // An enquiry names the service and plan the visitor asked a quote for (as they were called then),
  // the member of staff working on it and the day to follow it up (an India date, YYYY-MM-DD). Page
  // views are counted per page per day and nothing else: no address, cookie or visitor identifier.
  {
    id: 9,
    name: 'sales desk and page views',
    file: '0009-sales-desk-and-page-views.sql',
    sha256: 'ddbdee12b021bed5f5749e3715a383e01b228a5dfb913af651faa6d84396a2c0',
  },
  // A change staff prepare before it goes live: for an item that exists (item_id) or a new one (no
  // item_id; parent_id names the list it goes in), the fields as the draft has them, the version it
  // was made from, who made it and when, and when it is to be published on its own (UTC; NULL: when
  // someone publishes it). One draft per item.
  {
    id: 10,
    name: 'content drafts',
    file: '0010-content-drafts.sql',
    sha256: '795d66b9bc53d48244494e462472f4391a805df0dea9a4fd38ef0485f441fc21',
  },
  // Each account has a role: owner (everything), editor (the site's content) or sales (enquiries and
  // reports) (docs/decisions/0018). Accounts made before this could do everything: they are owners.
  // The table is rebuilt rather than given a column with a default, so that no account is ever made
  // without a role being chosen; it keeps its ids and the highest id it ever gave (never given again).
  {
    id: 11,
    name: 'staff roles',
    file: '0011-staff-roles.sql',
    sha256: '572c318b982bb6e70d6a4ee26416d95b537202d6b53dad160179a0687fd91b4d',
    foreignKeysOff: true,
  },
  // The company's details as one document (common/content-model/kinds.ts, siteSettings): a single row
  // with id 1, holding what the site showed when the table was made.
  {
    id: 12,
    name: 'site settings',
    file: '0012-site-settings.sql',
    sha256: 'e310d4a53941b517f9ffde98b56ca7878867b8aabdd94d9d4102bf3790026334',
  },
  // An owner invites someone by e-mail with a role (docs/decisions/0019): the link carries a random token,
  // of which only the SHA-256 is kept, valid until expires_at (UTC) and used once (the row is removed
  // when the account is made). One pending invitation per e-mail: a new one replaces it.
  {
    id: 13,
    name: 'staff invitations',
    file: '0013-staff-invitations.sql',
    sha256: 'afaac181cc4aee0e872f2f4f2ef5136ad6c412d0d3389f82c74aaa65c9a011f4',
  },
  // Two-factor sign-in (docs/decisions/0021): an account's TOTP secret (enabled_at NULL while it is being set
  // up), the last time step a code was accepted for (none is accepted twice), the SHA-256 of its single-use
  // recovery codes; a sign-in waiting for its code (the SHA-256 of the browser's cookie, 5 minutes); and
  // password resets by e-mail (the SHA-256 of the link's token, 30 minutes, used once).
  {
    id: 14,
    name: 'two-factor sign-in and password resets',
    file: '0014-two-factor-sign-in-and-password-resets.sql',
    sha256: '11c19cee3795436c7881eb706d8eac381ebb0aae6e26ba275b94e7be558987e8',
  },
  // The home page's copy as content (common/content-model/home-kinds.ts): one row of single texts (home)
  // and three ordered lists (hero_slides, statistics, faq_items), holding the texts the page showed when
  // they were written in the site's code (its built-in copy then; the file holds them written out).
  {
    id: 15,
    name: 'home page copy',
    file: '0015-home-page-copy.sql',
    sha256: '191ea1038e4b0318a855544f8bbb7b25598c706ada1fc382962821636338e15c',
  },
  // The company's pages as content (common/content-model/company-page-kinds.ts, decision 0023): Our
  // Story's words, statistics, Why Dexterity points and how-we-work steps, the contact page's words and
  // the real pages' titles and descriptions, holding what the site showed when the tables were made.
  {
    id: 16,
    name: 'our story, contact page and page titles',
    file: '0016-our-story-contact-page-and-page-titles.sql',
    sha256: 'd6b70078df65f376935119ead75d215486c42da9d1e69655b0a4a74850c75eec',
  },
  // A focal point beside each picture of a service and of a service section (`image_focus`): where the
  // site crops the picture, this point stays in view. Every picture starts centred.
  {
    id: 17,
    name: 'picture focal points',
    file: '0017-picture-focal-points.sql',
    sha256: 'c421f969ea2a3801b3563b439c5e6a6562c716346f5b35c2b4dff563f1e79cd1',
  },
  // The company's tagline joins Site settings (common/content-model/site-settings-kind.ts): the home
  // page's heading and the line beside the name on share pictures, until now in code.
  {
    id: 18,
    name: 'site settings tagline',
    file: '0018-site-settings-tagline.sql',
    sha256: 'b7f4a70668f647702c20369220c83814326bd456325fba7f1970df8d8e4c0aee',
  },
  // A hero slide may show a picture staff upload (`image`, a /media/… path) instead of one of the site's
  // four built-in pictures (common/content-model/home-kinds.ts); empty, the built-in one shows.
  {
    id: 19,
    name: 'hero slide uploads',
    file: '0019-hero-slide-uploads.sql',
    sha256: '105112df9d947f3261771d01f844ab6f3370836094346fa7514c0c18d2fe72e8',
  },
  // A draft holds a place in its list. For a new item, where it goes among the live items of its list
  // (how many come before it; NULL: at the end), so it is put in place before it is published. For an
  // item that exists, a move saved as a draft (with parent_id: the list it moves to; NULL: its own),
  // which goes live with the draft's other changes.
  {
    id: 20,
    name: 'draft places',
    file: '0020-draft-places.sql',
    sha256: '40a4ad0c18902ee764e62fc636ab5a4bf406ada7858d013a1882987bd29588bf',
  },
  // The log of requests people make about their data (DPDP Act 2023): access, correction or erasure, the
  // India date it was received and the date the answer is due by, when and by whom it was answered, and how
  // many enquiries it covered. Nothing in it identifies the person, so an erasure leaves the log as it is.
  {
    id: 21,
    name: 'privacy requests',
    file: '0021-privacy-requests.sql',
    sha256: '3cbfa25bff4313f58010210f20bc198bf7967219e9f14dd7b07a10fc68bca1e6',
  },
  // What staff publish without a developer (docs/decisions/0029): pages built from blocks at an address of
  // their own (the blocks as JSON), the header's and footer's menus (seeded with the menus the site had in
  // code, so visitors see no change), redirects, the addresses that answered 404 to visitors (path, hits,
  // last seen; no visitor data), and search titles and descriptions apart from the headings of services
  // and of the real pages (empty: the heading).
  {
    id: 22,
    name: 'pages, menus, redirects and search titles',
    file: '0022-pages-menus-redirects-search-titles.sql',
    sha256: 'f325701f2cb588506637af86d1442e24f7682c44ed5bd36d23e2afafc85f3985',
  },
  // Taps on Call, WhatsApp and e-mail links, counted like page views (no cookie, no identifier): per India
  // day, page, kind of tap, and the service (0: none) and plan they came from. And the chat button's
  // WhatsApp number follows the main phone unless staff set it apart: a number equal to the phone's
  // digits is cleared (empty: the phone's).
  {
    id: 23,
    name: 'taps and WhatsApp following the phone',
    file: '0023-taps-and-whatsapp-following-the-phone.sql',
    sha256: 'a34c27f8dba07f86f6ac21f6e57ab521d98af2e08bbd9f1fde7104fb8bd322f1',
  },
  // Insights (docs/insights.md): the company's articles and their categories, as content kinds (only published
  // articles are rows; `published_at` is set when one first goes live), and the header's Insights entry leads to
  // /insights instead of the template's demo shop, where it still has the seed's link.
  {
    id: 24,
    name: 'insights articles and categories',
    file: '0024-insights-articles-and-categories.sql',
    sha256: 'a88300d3722b377f0b4d0ff0236634e2df2a955c57f318699fef8d80664234f8',
  },
  // The site search's index (docs/search.md): an FTS5 table of what visitors can
  // read, filled from the content when the database is next opened and kept in step by each content change.
  {
    id: 25,
    name: 'site search',
    file: '0025-site-search.sql',
    sha256: '355353fa67b16ca62c7b536d40e8462d50a837a9e7e2bdf2d0edafe62220d12f',
  },
  // The media library (docs/media.md): a row per uploaded picture with its description (alt text), size and
  // uploader; files uploaded before it get their rows when the library is next listed.
  {
    id: 26,
    name: 'media library',
    file: '0026-media-library.sql',
    sha256: '51cf6d65cd5a892fb9b08e9d2a9c216fc634767a692244027d17ba7c6c8af1f8',
  },
  // Authors of articles (docs/insights.md): a staff account's display name (My account) and an article's author, the
  // e-mail of the account that first created it (empty: none); the pages show the account's current name.
  {
    id: 27,
    name: 'staff display names and article authors',
    file: '0027-staff-display-names-and-article-authors.sql',
    sha256: '3487a061012610b9ae789e0674710065387e6a6493a2f2cfc48adaa6df92fbd3',
  },
  // An article names up to four related services (service_ids, a JSON array) instead of one; the one it named
  // comes first, in its drafts and trash entries too.
  {
    id: 28,
    name: 'articles name several services',
    file: '0028-articles-name-several-services.sql',
    sha256: '4f147826826a6ac61a9f64e2b8ed6f669de6d95978466d0ef7ff26f625687239',
  },
  // Drafts keep their versions (a colleague's later save merges against the one it was made from), may be in
  // review and may carry a take-down; pages and articles are taken down at a time (content_take_downs), their
  // addresses then gone (content_gone); a trash entry can come back with another; writers draft and submit.
  {
    id: 29,
    name: 'draft versions, review, writers and take-downs',
    file: '0029-draft-versions-review-writers-and-take-downs.sql',
    sha256: '9fd3856f65c5bda1ab7842bb4b1303e7deabca710d4b53a1618c12c1ce7af542',
    foreignKeysOff: true,
  },
  // A save costs its change: the search's entries by their source, and the long lists' order, through indexes.
  {
    id: 30,
    name: 'search entries by source, lists in order',
    file: '0030-search-entries-by-source-and-lists-in-order.sql',
    sha256: 'be4ef7b1fb3a066e61c6c5d9da67c3ec074c4ae6866423381f64b009e85663a0',
  },
  // A picture of the media library marked as decoration: no description asked for, none warned of.
  {
    id: 31,
    name: 'media decorative',
    file: '0031-media-decorative.sql',
    sha256: '5889e4c757588431bd01bef2e6a81920fe406eeb7f4d9e2b40814263f468c366',
  },
];
