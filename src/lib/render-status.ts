// Lets a page tell the server's render which HTTP status it stands for (a service that does not exist
// answers 404) and which modules it drew beyond its route's (a built page's blocks). In the browser there is no one to tell and the hook does nothing.
import { createContext, createElement, useContext, type ReactNode } from 'react';

/** Collects the status a render stands for; the server reads `code` once the render is done. */
export class RenderStatus {
  code: number | undefined;
  /** Source files drawn beyond the route modules (a built page's blocks): the page document links their CSS and JS. */
  readonly modules = new Set<string>();

  mark(code: number) {
    this.code = code;
  }
}

const RenderStatusContext = createContext<RenderStatus | undefined>(undefined);

export function RenderStatusProvider({ status, children }: { status: RenderStatus; children: ReactNode }) {
  return createElement(RenderStatusContext.Provider, { value: status }, children);
}

/** Marks the page being rendered on the server with an HTTP status. */
export function useRenderStatus(code: number | undefined) {
  const status = useContext(RenderStatusContext);
  if (status && code !== undefined) status.mark(code);
}

/** Tells the server's render that the page drew these modules (source files), which its document must load. */
export function useRenderModules(files: readonly string[]) {
  const status = useContext(RenderStatusContext);
  if (status) for (const file of files) status.modules.add(file);
}
