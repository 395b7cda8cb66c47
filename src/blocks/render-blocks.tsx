import { Suspense } from 'react';

import { BlockBoundary } from './block-boundary';
import type { BlockData, BlockPage } from './block-data';
import { blockComponent } from './registry';

export interface RenderBlocksProps {
  blocks: readonly BlockData[];
  page: BlockPage;
}

/** A page's blocks, top to bottom, each by its type's component (a type the library lacks is left out). */
export function RenderBlocks({ blocks, page }: RenderBlocksProps) {
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
