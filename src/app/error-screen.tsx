import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { paths } from '@common/paths';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Something went wrong.';
}

/**
 * The router's error screen (docs/requirements/design.md §4.5): the heading and the message, no stack trace,
 * a way home.
 */
export function ErrorScreen() {
  const error = useRouteError();
  return (
    <main className="error-screen container py-5 text-center" id="main">
      <h1 className="h2">Unexpected Application Error!</h1>
      <p className="lead">{messageOf(error)}</p>
      {/* A full page load: the app's state may be what broke. */}
      <a className="btn btn-primary" href={paths.home}>
        Back To Home
      </a>
    </main>
  );
}
