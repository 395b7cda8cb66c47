import { Component, type ReactNode } from 'react';

import type { BlockData } from './block-data';

interface BlockBoundaryProps {
  block: BlockData;
  children: ReactNode;
}

interface BlockBoundaryState {
  failed: boolean;
  block: BlockData;
}

/** One block that cannot be drawn (a half-typed block in the preview) leaves the others standing; a changed block tries again. */
export class BlockBoundary extends Component<BlockBoundaryProps, BlockBoundaryState> {
  override state: BlockBoundaryState = { failed: false, block: this.props.block };

  static getDerivedStateFromProps(props: BlockBoundaryProps, state: BlockBoundaryState): Partial<BlockBoundaryState> | null {
    return props.block === state.block ? null : { failed: false, block: props.block };
  }

  static getDerivedStateFromError(): Partial<BlockBoundaryState> {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
