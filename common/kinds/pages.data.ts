// The route entries of the kinds that carry their pages (./index.ts), as data: the route table reads them from here,
// so the site's first download holds the entries and not the kinds' declarations (their fields, labels and help),
// which only the staff area and the kinds' own pages load. Written out at build time (docs/decisions/0036).
export { modulePages } from './index.ts';
