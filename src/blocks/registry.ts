// The block registry: which module draws each block type of the section library (common/blocks/declarations.ts).
// Each module is its own chunk, loaded when a page names its type: a page's JavaScript carries only the blocks it
// uses. A built page's loader loads them (and reads their data) before its render, on the server and in the browser.
import { lazy, type ComponentType } from 'react';

import type { BlockType } from '@common/blocks/declarations';
import { moduleBlocks } from '@common/kinds/index';
import type { ContentQuery } from '@/lib/page-data';

import type { BlockData, BlockProps } from './block-data';

/** The kinds' block types. */
type ModuleBlockType = (typeof moduleBlocks)[number]['type'];

/**
 * A block type's module: its component, and for a block that draws the site's data, the read it draws (`query`):
 * the page's loader makes it and the component is given it as `data`.
 */
export interface BlockModule {
  Component: ComponentType<BlockProps<never>>;
  query?: (block: BlockData) => ContentQuery<unknown>;
}

/** The components modules of the kinds that carry their pages (common/kinds), by name: their blocks in `blocks`, by type. */
const kindModules = Object.fromEntries(
  Object.entries(import.meta.glob<{ blocks: Readonly<Record<string, BlockModule>> }>(['../kinds/*.tsx', '!../kinds/*.test.tsx'])).map(
    ([file, load]) => [file.replace(/^.*\/|\.tsx$/g, ''), load],
  ),
);

/** The kinds' blocks (common/kinds): each type's module loader, from its kind's components module. */
const kindBlockModules = Object.fromEntries(
  moduleBlocks.flatMap((block) => {
    const load = kindModules[block.module];
    return load ? [[block.type, async () => (await load()).blocks[block.type]!] as const] : [];
  }),
);

/** Every block type's module; a type declared without one fails the type check. */
export const blockModules: Readonly<Record<BlockType, () => Promise<BlockModule>>> = {
  ...(kindBlockModules as Record<ModuleBlockType, () => Promise<BlockModule>>),
  hero: () => import('./hero'),
  'rich-text': () => import('./rich-text'),
  'image-text': () => import('./image-text'),
  'call-to-action': () => import('./call-to-action'),
  'service-cards': () => import('./service-cards'),
  pricing: () => import('./pricing'),
  faq: () => import('./faq'),
  statistics: () => import('./statistics'),
  video: () => import('./video'),
  testimonials: () => import('./testimonials'),
  logos: () => import('./logos'),
  'contact-form': () => import('./contact-form'),
};

/** A block type's source file: its key in the build manifest, for the page document to link its CSS and JS. */
export function blockModuleFile(type: BlockType): string {
  const kindModule = moduleBlocks.find((block) => block.type === type)?.module;
  return kindModule ? `src/kinds/${kindModule}.tsx` : `src/blocks/${type}.tsx`;
}

const loaded = new Map<string, BlockModule>();
const lazyComponents = new Map<string, ComponentType<BlockProps>>();

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockModules, type);
}

/** Loads the modules of these block types (unknown types are skipped). */
export async function loadBlocks(types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => isBlockType(type) && !loaded.has(type)) as BlockType[];
  await Promise.all(
    missing.map(async (type) => {
      loaded.set(type, await blockModules[type]());
    }),
  );
}

/** Whether a block type's module has loaded (its component draws at once, without suspending). */
export function isBlockLoaded(type: string): boolean {
  return loaded.has(type);
}

/**
 * The component of a block type: the loaded module's, or one that loads it (a Suspense boundary keeps the
 * server's HTML meanwhile, so hydrating a page before its blocks' chunks arrive shows no change); undefined
 * for a type the library does not have.
 */
export function blockComponent(type: string): ComponentType<BlockProps> | undefined {
  const module = loaded.get(type);
  if (module) return module.Component;
  if (!isBlockType(type)) return undefined;
  let component = lazyComponents.get(type);
  if (!component) {
    component = lazy(async () => {
      await loadBlocks([type]);
      const Component = loaded.get(type)?.Component;
      if (!Component) throw new Error(`The ${type} block did not load`);
      return { default: Component };
    });
    lazyComponents.set(type, component);
  }
  return component;
}

/** The read a block draws (its module loaded), or undefined for a block that draws no data of the site's. */
export function blockQuery(block: BlockData): ContentQuery<unknown> | undefined {
  return loaded.get(block.type)?.query?.(block);
}
