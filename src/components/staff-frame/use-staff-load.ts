// Loads what a staff page shows, again whenever its inputs change; a failure keeps the server's
// message, and a lost session leads to the sign-in page.
import { useEffect, useState } from 'react';

import { failureMessage } from '@/lib/staff/staff-request';

import { useStaffSession } from './staff-session';

export type StaffLoad<T> = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; data: T };

export function useStaffLoad<T>(load: () => Promise<T>, inputs: readonly unknown[]): [StaffLoad<T>, (data: T) => void] {
  const { handleFailure } = useStaffSession();
  const [result, setResult] = useState<StaffLoad<T>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ state: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        setResult({ state: 'failed', message: failureMessage(error) });
        handleFailure(error);
      },
    );
    return () => {
      live = false;
    };
    // The inputs are the caller's dependencies; `load` is a new function at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...inputs, handleFailure]);
  return [result, (data: T) => setResult({ state: 'ready', data })];
}
