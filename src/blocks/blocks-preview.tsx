// Placeholder for the section library's preview (the site's blocks drawn as a page shows them), until the
// public blocks land: each block as its type's name and its heading. The staff editor's live preview of a
// page draws this component.
import { blockNamed } from '@common/blocks/declarations';

/** A block as the API holds it: its type and its fields. */
export type BlockValue = { type: string } & Record<string, unknown>;

export interface BlocksPreviewProps {
  blocks: readonly BlockValue[];
}

export function BlocksPreview({ blocks }: BlocksPreviewProps) {
  return (
    <div className="blocks-preview">
      {blocks.map((block, index) => (
        <section key={index} className="container py-4 border-bottom">
          <p className="text-body-secondary small mb-1">{blockNamed(block.type)?.label ?? block.type}</p>
          {typeof block.title === 'string' && block.title !== '' && <h2>{block.title}</h2>}
        </section>
      ))}
    </div>
  );
}
