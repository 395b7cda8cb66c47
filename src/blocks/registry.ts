// The block registry: which module draws each block type of the section library (common/blocks/declarations.ts).
// Each module is its own chunk, loaded when a page names its type: a page's JavaScript carries only the blocks it
// uses. A built page's loader loads them (and reads their data) before its render, on the server and in the browser.
import { createElement, lazy, type ComponentType, type ReactNode } from 'react';

import type { BlockRecord, DeclaredBlock } from '@common/blocks/block-record';
import type { BLOCKS, BlockType } from '@common/blocks/declarations';
import { moduleBlocks } from '@common/kinds/index';
import type { ContentQuery } from '@/lib/page-data';

import { readBlock, type BlockData, type BlockProps } from './block-data';

/** The kinds' block types. */
type ModuleBlockType = (typeof moduleBlocks)[number]['type'];

/** The module of a block type, held to its declaration. */
type ModuleOf<T extends BlockType> = BlockModule<Extract<(typeof BLOCKS)[number], { type: T }>>;

/**
 * A block type's module: its declaration, its component (given the block read by that declaration), and for a block
 * that draws the site's data, the read it draws (`query`): the page's loader makes it and the component is given it
 * as `data`. `BlockModule<typeof hero>` holds a module to its declaration; a module of any block is a `BlockModule`.
 */
export interface BlockModule<B extends DeclaredBlock = DeclaredBlock> {
  declaration: B;
  // Methods, so that a module of one block is a module of any (its component takes its own block's record, and the
  // data its own query reads).
  Component(props: BlockProps<B, unknown>): ReactNode;
  query?(block: BlockRecord<B>): ContentQuery<unknown>;
}

/** What RenderBlocks gives a block's drawing: the block as stored; the registry reads it for its component. */
export type StoredBlockProps = Omit<BlockProps, 'block'> & { block: BlockData };

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

/**
 * Every block type's module; a type declared without one, or one whose module's declaration or component is another
 * block's, fails the type check.
 */
export const blockModules: { readonly [T in BlockType]: () => Promise<ModuleOf<T>> } = {
  ...(kindBlockModules as { [T in ModuleBlockType]: () => Promise<ModuleOf<T>> }),
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

/** A loaded module, and its component behind the reading of the stored block. */
interface LoadedBlock {
  module: BlockModule;
  Draw: ComponentType<StoredBlockProps>;
}

const loaded = new Map<string, LoadedBlock>();
const lazyComponents = new Map<string, ComponentType<StoredBlockProps>>();

/** The module's component, given the block read by its declaration: the one place a stored block is read. */
function readingComponent(module: BlockModule): ComponentType<StoredBlockProps> {
  return function ReadBlock(props: StoredBlockProps) {
    return createElement(module.Component, { ...props, block: readBlock(module.declaration, props.block) });
  };
}

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockModules, type);
}

/** Loads the modules of these block types (unknown types are skipped). */
export async function loadBlocks(types: Iterable<string>): Promise<void> {
  const missing = [...new Set(types)].filter((type) => isBlockType(type) && !loaded.has(type)) as BlockType[];
  await Promise.all(
    missing.map(async (type) => {
      const module = await blockModules[type]();
      loaded.set(type, { module, Draw: readingComponent(module) });
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
export function blockComponent(type: string): ComponentType<StoredBlockProps> | undefined {
  const block = loaded.get(type);
  if (block) return block.Draw;
  if (!isBlockType(type)) return undefined;
  let component = lazyComponents.get(type);
  if (!component) {
    component = lazy(async () => {
      await loadBlocks([type]);
      const Component = loaded.get(type)?.Draw;
      if (!Component) throw new Error(`The ${type} block did not load`);
      return { default: Component };
    });
    lazyComponents.set(type, component);
  }
  return component;
}

/** The read a block draws (its module loaded), or undefined for a block that draws no data of the site's. */
export function blockQuery(block: BlockData): ContentQuery<unknown> | undefined {
  const module = loaded.get(block.type)?.module;
  return module?.query?.(readBlock(module.declaration, block));
}
