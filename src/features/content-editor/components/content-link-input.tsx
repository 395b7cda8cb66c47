// A link field (a menu entry's, a redirect's target, a block's button): the address typed, or chosen from
// the site's pages — its real pages (the route table's indexed ones), its built pages and its services — and, for a
// block's button, a block of the same page by its anchor (#enquiry), with a note when no block has the one typed.
import Form from 'react-bootstrap/Form';

import type { TextField } from '@common/content-model/fields';
import { kindNamed } from '@common/content-model/kinds';
import { hrefs } from '@common/paths';
import { routeTable } from '@common/routes';

import { usePageAnchors } from './content-anchors';
import { titleOf, type Lookups } from './content-values';
import { StaffField } from '@/components/staff-frame/staff-field';

/** A page staff can link to: its address and its name, in a group. */
export interface SitePage {
  group: 'A block on this page' | 'Pages' | 'Built pages' | 'Services';
  href: string;
  title: string;
}

/** The site's pages a link can point at: the real pages visitors find, every built page and every service. */
export function sitePages(lookups: Lookups): SitePage[] {
  const real = routeTable
    .filter((route) => !('sample' in route) && !('render' in route) && route.path.startsWith('/') && !route.path.includes(':'))
    .map((route): SitePage => ({ group: 'Pages', href: route.path, title: route.meta.title }));
  const pagesKind = kindNamed('pages');
  const built = (lookups.pages ?? []).flatMap((page): SitePage[] =>
    typeof page.values.slug === 'string' && page.values.slug && pagesKind
      ? [{ group: 'Built pages', href: `/${page.values.slug}`, title: titleOf(pagesKind, page) }]
      : [],
  );
  const servicesKind = kindNamed('services');
  const services = (lookups.services ?? []).map((service): SitePage => ({
    group: 'Services',
    href: hrefs.serviceDetails(service.id),
    title: servicesKind ? titleOf(servicesKind, service) : String(service.id),
  }));
  return [...real, ...built, ...services];
}

export interface ContentLinkInputProps {
  id: string;
  field: TextField;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  lookups: Lookups;
}

export function ContentLinkInput({ id, field, value, onChange, error, lookups }: ContentLinkInputProps) {
  const anchors = usePageAnchors();
  const onThisPage = field.link === 'button' && anchors ? anchors : [];
  const pages = [
    ...onThisPage.map((block): SitePage => ({ group: 'A block on this page', href: `#${block.anchor}`, title: block.label })),
    ...sitePages(lookups),
  ];
  const chosen = pages.some((page) => page.href === value) ? value : '';
  const groups = ['A block on this page', 'Pages', 'Built pages', 'Services'] as const;
  const lost = field.link === 'button' && anchors !== null && /^#./.test(value.trim()) && !chosen ? value.trim().slice(1) : '';
  return (
    <div className="content-link mb-3">
      <Form.Group controlId={`${id}-page`} className="mb-2">
        <Form.Label>
          {field.label}: a page of the site{field.link === 'button' ? ' or a block on this page' : ''}
        </Form.Label>
        <Form.Select value={chosen} onChange={(event) => event.target.value && onChange(event.target.value)}>
          <option value="">
            {field.link === 'button' ? 'Choose a page or a block, or type an address below' : 'Choose a page, or type an address below'}
          </option>
          {groups.map((group) => {
            const inGroup = pages.filter((page) => page.group === group);
            return inGroup.length === 0 ? null : (
              <optgroup key={group} label={group}>
                {inGroup.map((page) => (
                  <option key={page.href} value={page.href}>
                    {page.title} ({page.href})
                  </option>
                ))}
              </optgroup>
            );
          })}
        </Form.Select>
      </Form.Group>
      <StaffField
        id={id}
        label={`${field.label} (address)`}
        value={value}
        onChange={onChange}
        error={error}
        hint={field.help}
        className="mb-0"
      />
      {lost && (
        <p className="content-field-warning mt-2 mb-0" aria-live="polite">
          No block of this page has the anchor “{lost}” yet: give a block that anchor, or the button does nothing.
        </p>
      )}
    </div>
  );
}
