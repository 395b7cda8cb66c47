// The unit tests' answers to the public API's content reads: one handler per read the kinds declare
// (common/content-model/public-api.ts), answering the resource modules' fixtures by endpoint name. A read
// with no fixture answers an empty list, so a kind declared later is answered without a handler of its own.
import { http, HttpResponse } from 'msw';

import { publicEndpoints } from '@common/content-model/public-api';

/**
 * A read's answer: its list, or the list for the id its query string names and the parameter as written (a text
 * filter's value: a built page's slug, `(_id, slug) => …`).
 */
export type ContentAnswer = readonly unknown[] | ((id: number, text: string) => readonly unknown[]);

export function contentHandlers(answers: Readonly<Record<string, ContentAnswer>>) {
  return publicEndpoints().map(({ name, path, query }) =>
    http.get(`*${path}`, ({ request }) => {
      const answer = answers[name] ?? [];
      const text = query === undefined ? '' : (new URL(request.url).searchParams.get(query) ?? '');
      const id = query === undefined ? 0 : Number(text);
      return HttpResponse.json({ success: true, data: typeof answer === 'function' ? answer(id, text) : answer });
    }),
  );
}
