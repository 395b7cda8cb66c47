import { Head } from '@/components/head';
import { staffDocumentTitle } from '@common/staff-pages';
import { roleMayUse } from '@common/staff-roles';

import { useOptionalStaffSession } from './staff-session';

/**
 * A staff page's title, counting the new enquiries for members who take them ("(2) Enquiries | Staff |
 * Dexterity": seen on the browser's tab while another is open); every staff page is kept out of search
 * results (its answer says so too).
 */
export function StaffTitle({ title }: { title: string }) {
  const session = useOptionalStaffSession()?.session;
  const count = session && session.newEnquiries > 0 && roleMayUse(session.role, 'enquiries') ? `(${session.newEnquiries}) ` : '';
  return (
    <Head>
      <title>{`${count}${staffDocumentTitle(title)}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}
