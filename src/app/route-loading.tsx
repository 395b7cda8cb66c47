/** Shown while a page's code loads on a client-rendered first visit (the service detail shell). */
export function RouteLoading() {
  return (
    <div className="route-loading" role="status">
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
