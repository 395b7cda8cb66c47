// The reports per form (docs/forms.md): a form shown and begun, reported as page views are (page-view-beacon.tsx) —
// its own module, so that only pages holding a form load it.
import { useEffect, useRef } from 'react';

import { env } from '@/config/env';
import { apiPaths, type FormEvent } from '@common/api-contract';

/** Reports a form shown or begun (POST /api/form-events, a form): the form's number and the event, nothing else. */
function reportFormEvent(form: number, event: FormEvent) {
  navigator.sendBeacon?.(`${env.apiBaseUrl}${apiPaths.formEvents}`, new URLSearchParams({ form: String(form), event }));
}

/**
 * The reports per form: reports the form shown once it is on the page in the browser, and begun at its first answer
 * typed or chosen (the handler to give the form's onInput). The contact form is form 0 (CONTACT_FORM_ID).
 */
export function useFormEvents(form: number): () => void {
  const begun = useRef(false);
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    reportFormEvent(form, 'view');
  }, [form]);
  return () => {
    if (begun.current) return;
    begun.current = true;
    reportFormEvent(form, 'start');
  };
}
