// While a form holds changes that are not saved: reloading or leaving the site asks first (the browser's
// own beforeunload prompt), and a move inside the app (another page, or back to another kind of content)
// is held until staff answer the form's "Discard your changes?". The way to the sign-in page after the
// session ended is never held: the form keeps what was typed for then (content-kept.ts).
import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router-dom';

import { paths } from '@common/paths';

const SIGN_IN = paths.staffSignIn.replace(/\/+$/, '');

export function useLeaveGuard(dirty: boolean, onDirtyChange?: (dirty: boolean) => void): Blocker {
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  // A form that goes away holds nothing any more.
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      nextLocation.pathname.replace(/\/+$/, '') !== SIGN_IN &&
      (nextLocation.pathname !== currentLocation.pathname || nextLocation.search !== currentLocation.search),
  );
}
