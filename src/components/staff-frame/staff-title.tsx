import { Helmet } from 'react-helmet-async';

/** A staff page's title; every staff page is kept out of search results (its answer says so too). */
export function StaffTitle({ title }: { title: string }) {
  return (
    <Helmet>
      <title>{`${title} | Staff | Dexterity`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </Helmet>
  );
}
