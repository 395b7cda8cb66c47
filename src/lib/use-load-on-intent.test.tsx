import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { expectConsoleError } from '@common/testing/console';

import { useLoadOnIntent } from './use-load-on-intent';

function Widget() {
  return <p>Live widget</p>;
}

function Host({ load }: { load: () => Promise<{ Widget: typeof Widget }> }) {
  const [wanted, setWanted] = useState(false);
  const live = useLoadOnIntent(load, wanted, 'Widget could not load.');
  return (
    <>
      <button type="button" onClick={() => setWanted(true)}>
        Wake
      </button>
      {live ? <live.Widget /> : <p>Still picture</p>}
    </>
  );
}

describe('useLoadOnIntent', () => {
  it('loads nothing until wanted, then shows what it loaded, loading it once', async () => {
    const load = vi.fn(() => Promise.resolve({ Widget }));
    render(<Host load={load} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('Still picture')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Wake' }).click();
    expect(await screen.findByText('Live widget')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Wake' }).click();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the stand-in and warns when loading fails', async () => {
    expectConsoleError(/Widget could not load/);
    const failed = vi.spyOn(console, 'warn');
    const load = () => Promise.reject(new Error('offline'));
    render(<Host load={load} />);
    screen.getByRole('button', { name: 'Wake' }).click();
    await vi.waitFor(() => expect(failed).toHaveBeenCalledWith('Widget could not load.', expect.any(Error)));
    expect(screen.getByText('Still picture')).toBeInTheDocument();
  });
});
