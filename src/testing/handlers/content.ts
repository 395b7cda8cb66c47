// The unit tests' answers to the public API's content reads: one handler per read the kinds declare
// (common/content-model/public-api.ts), answering the resource modules' fixtures by endpoint name. A read
// with no fixture answers an empty list, so a kind declared later is answered without a handler of its own.
import { http, HttpResponse } from 'msw';

import { publicEndpoints } from '@common/content-model/public-api';

/** A read's answer: its list, or the list for the id its query string names. */
export type ContentAnswer = readonly unknown[] | ((id: number) => readonly unknown[]);

export function contentHandlers(answers: Readonly<Record<string, ContentAnswer>>) {
  return publicEndpoints().map(({ name, path, query }) =>
    http.get(`*${path}`, ({ request }) => {
      const answer = answers[name] ?? [];
      const id = query === undefined ? 0 : Number(new URL(request.url).searchParams.get(query));
      return HttpResponse.json({ success: true, data: typeof answer === 'function' ? answer(id) : answer });
    }),
  );
}
