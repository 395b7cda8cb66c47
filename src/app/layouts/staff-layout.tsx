// The staff area's frame: its own header (no site navigation, no chat button), loaded with the staff pages only; the
// system's light or dark theme, followed as it changes.
import { Outlet } from 'react-router-dom';

import { SkipLink } from '@/components/layout/skip-link';
import { StaffHeader } from '@/components/staff-frame/staff-header';
import { StaffSessionProvider } from '@/components/staff-frame/staff-session';
import { useTheme } from '@/lib/use-theme';
// Every staff page's styles, each area's own, loaded with the frame as one stylesheet and in this order (the
// order of the rules in the built staff stylesheet).
import '@/components/staff-frame/staff.scss';
import '@/features/content-editor/components/content-editor.scss';
import '@/components/staff-frame/staff-count.scss';
import '@/features/enquiry-desk/components/enquiry-desk.scss';
import '@/features/reports/components/reports.scss';
import '@/components/staff-frame/staff-account.scss';
import '@/features/people/components/people.scss';
import '@/features/activity/components/activity.scss';
import '@/features/calendar/components/calendar.scss';
import '@/features/people/components/people-sessions.scss';

export function StaffLayout() {
  // Staff pages have no theme switch, yet follow the system's light or dark as it changes while they are open.
  useTheme();
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
