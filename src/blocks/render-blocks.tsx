import { Suspense } from 'react';

import { BlockBoundary } from './block-boundary';
import type { BlockData, BlockPage } from './block-data';
import type { Read } from '@/lib/page-data';
import { useRenderModules } from '@/lib/render-status';

import { blockComponent, blockModuleFile, isBlockLoaded, isBlockType } from './registry';

export interface RenderBlocksProps {
  blocks: readonly BlockData[];
  page: BlockPage;
  /** The reads of the blocks that draw the site's data, by place (`blockQuery`): a built page's loader makes them. */
  data?: readonly (Read<unknown> | undefined)[];
}

/** A page's blocks, top to bottom, each by its type's component (a type the library lacks is left out). */
export function RenderBlocks({ blocks, page, data }: RenderBlocksProps) {
  // A page rendered by the server carries its blocks' styles and scripts (no flash, nothing waits to hydrate).
  useRenderModules(blocks.flatMap((block) => (isBlockType(block.type) ? [blockModuleFile(block.type)] : [])));
  return (
    <>
      {blocks.map((block, index) => {
        const Block = blockComponent(block.type);
        if (!Block) return null;
        // The read is the one its module's `query` names for this block, so it is the data the component takes.
        const drawn = <Block block={block} page={page} index={index} data={data?.[index] as Read<never> | undefined} />;
        return (
          // The blocks have no ids: their place is their identity (a reorder draws them again).
          <BlockBoundary key={index} block={block}>
            {/* Only a block whose module is still loading (a type just added in the editor's preview) waits in a
                Suspense boundary. A page's blocks are loaded before it renders, on the server and before hydration:
                in a boundary React would hydrate each on its own after the page, and an update reaching one before
                then hydrates it at once, in one long task on a phone (docs/requirements/design.md §5). */}
            {isBlockLoaded(block.type) ? drawn : <Suspense fallback={null}>{drawn}</Suspense>}
          </BlockBoundary>
        );
      })}
    </>
  );
}
