import { useEffect, useState, type ReactNode } from 'react';
import { Helmet, HelmetProvider } from 'react-helmet-async';

/**
 * A page's head tags (react-helmet-async's <Helmet>), joined to the document's head once the component is on screen.
 *
 * The library lists a <Helmet> while rendering it, and only a commit's unmount takes it off the list: a render React
 * set aside (a navigation's transition begun again or abandoned) left its tags in the head for good
 * (staylor/react-helmet-async#226). So in the browser the <Helmet> renders after this component's first commit; on the
 * server, which has no commits, at once, so the page's head is in its HTML.
 */
export function Head({ children }: { children: ReactNode }) {
  const [onScreen, setOnScreen] = useState(!HelmetProvider.canUseDOM);
  // The second render is the point: the <Helmet> is listed by a render of a component already committed.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setOnScreen(true), []);
  return onScreen ? <Helmet>{children}</Helmet> : null;
}
