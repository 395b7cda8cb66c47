import { Suspense } from 'react';

import { BlockBoundary } from './block-boundary';
import type { BlockData, BlockPage } from './block-data';
import { useRenderModules } from '@/lib/render-status';

import { blockComponent, blockModuleFile, isBlockType } from './registry';

export interface RenderBlocksProps {
  blocks: readonly BlockData[];
  page: BlockPage;
}

/** A page's blocks, top to bottom, each by its type's component (a type the library lacks is left out). */
export function RenderBlocks({ blocks, page }: RenderBlocksProps) {
  // A page rendered by the server carries its blocks' styles and scripts (no flash, nothing waits to hydrate).
  useRenderModules(blocks.flatMap((block) => (isBlockType(block.type) ? [blockModuleFile(block.type)] : [])));
  return (
    <>
      {blocks.map((block, index) => {
        const Block = blockComponent(block.type);
        if (!Block) return null;
        return (
          // The blocks have no ids: their place is their identity (a reorder draws them again).
          <BlockBoundary key={index} block={block}>
            <Suspense fallback={null}>
              <Block block={block} page={page} index={index} />
            </Suspense>
          </BlockBoundary>
        );
      })}
    </>
  );
}
