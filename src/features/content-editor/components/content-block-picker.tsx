// The dialog that adds a block to a page: every type of the section library (common/blocks) with its name,
// what it shows and a drawing of how it looks; choosing one adds it at the page's end.
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

import { BLOCKS, type BlockDeclaration } from '@common/blocks/declarations';

import { BlockSketch } from './block-sketch';

export interface ContentBlockPickerProps {
  show: boolean;
  onPick: (block: BlockDeclaration) => void;
  onCancel: () => void;
}

const TITLE_ID = 'content-block-picker-title';

export function ContentBlockPicker({ show, onPick, onCancel }: ContentBlockPickerProps) {
  return (
    <Modal
      show={show}
      onHide={onCancel}
      size="lg"
      aria-labelledby={TITLE_ID}
      className="content-block-picker"
      scrollable
      restoreFocus={false}
      // Opened over the page's form and closed by a pick: without a fade, a pick made while it fades in cannot
      // leave it open and transparent over the form (its fade out never ended then).
      animation={false}
    >
      <Modal.Header closeButton closeLabel="Cancel">
        <Modal.Title id={TITLE_ID} as="h2" className="h4">
          Add a block
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ul className="content-block-picker__list">
          {BLOCKS.map((block) => (
            <li key={block.type}>
              <button
                type="button"
                className="content-block-picker__choice"
                aria-labelledby={`content-block-picker-${block.type}-name`}
                aria-describedby={`content-block-picker-${block.type}`}
                onClick={() => onPick(block)}
              >
                <BlockSketch type={block.type} />
                <span id={`content-block-picker-${block.type}-name`} className="content-block-picker__name">
                  {block.label}
                </span>
                <span id={`content-block-picker-${block.type}`} className="content-block-picker__description">
                  {block.description}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
