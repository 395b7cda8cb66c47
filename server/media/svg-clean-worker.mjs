// The worker thread svg-clean.ts starts for one SVG. It is plain JavaScript so that Node starts it as it
// is, under `node --import tsx` and vitest alike (on Node 20 neither tsx's `--import` nor the parent's
// loader reaches a worker's entry file); it registers tsx for the TypeScript it imports, then serves.
import { register } from 'tsx/esm/api';

register();
const { serveSvgCleaning } = await import('./svg-clean.ts');
await serveSvgCleaning();
