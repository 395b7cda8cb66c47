/**
 * The component of an old CommonJS package. Under Vite 8 a default import of such a module yields
 * the module object ({ default: Component }) in the browser while vitest yields the component
 * (docs/requirements/design.md §6): accept both.
 */
export function interopDefault<T>(imported: T | { default: T }): T {
  if (imported && typeof imported === 'object' && 'default' in imported) return (imported as { default: T }).default;
  return imported as T;
}
