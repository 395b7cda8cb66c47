// The staff area's frame: its own header (no site navigation, no chat button), loaded with the staff pages only.
import { Outlet } from 'react-router-dom';

import { SkipLink } from '@/components/layout/skip-link';
import { StaffHeader } from '@/features/staff/components/staff-header';
import { StaffSessionProvider } from '@/features/staff/components/staff-session';
import '@/features/staff/components/staff.scss';
import '@/features/staff/components/staff-desk.scss';

export function StaffLayout() {
  return (
    <StaffSessionProvider>
      <SkipLink />
      <StaffHeader />
      <main id="main" tabIndex={-1} className="staff-main">
        <div className="container">
          <Outlet />
        </div>
      </main>
    </StaffSessionProvider>
  );
}
