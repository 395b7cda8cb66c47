import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('exposes the label and value as an accessible progress bar', () => {
    render(<ProgressBar label="React Development" value={75} />);
    const bar = screen.getByRole('progressbar', { name: 'React Development' });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('75%')).toBeInTheDocument();
  });

  it('keeps the value between 0 and 100', () => {
    render(<ProgressBar label="Over" value={140} />);
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
  });
});
