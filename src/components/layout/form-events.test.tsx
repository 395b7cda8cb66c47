import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { apiPaths } from '@common/api-contract';

const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);

beforeEach(() => {
  vi.resetModules();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
});

afterEach(() => {
  beacon.mockClear();
  delete (navigator as Partial<Navigator>).sendBeacon;
});

describe('useFormEvents', () => {
  it('reports a form shown once and begun once, at its first answer, with the form’s number only', async () => {
    const user = userEvent.setup();
    const { useFormEvents } = await import('./form-events');
    function Form() {
      const begin = useFormEvents(7);
      return (
        <form aria-label="Health check" onInput={begin}>
          <label>
            Your name <input />
          </label>
        </form>
      );
    }
    const drawn = render(<Form />);
    const sent = () => beacon.mock.calls.map(([url, body]) => [url, Object.fromEntries(new URLSearchParams(body as URLSearchParams))]);
    expect(sent()).toEqual([[apiPaths.formEvents, { form: '7', event: 'view' }]]);
    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Asha');
    drawn.rerender(<Form />);
    expect(sent()).toEqual([
      [apiPaths.formEvents, { form: '7', event: 'view' }],
      [apiPaths.formEvents, { form: '7', event: 'start' }],
    ]);
  });
});
