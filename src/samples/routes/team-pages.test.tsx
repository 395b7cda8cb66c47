// The sample team pages rendered through the real route table: the members, the open positions and a profile.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoute } from '@/testing/render';

// Route modules load lazily and are transformed on first use: allow for a cold start.
const LOAD = { timeout: 45_000 };

describe('team pages', () => {
  it('lists six members linking to /team-details and four positions applying to /', { timeout: 60_000 }, async () => {
    renderRoute('/team');
    expect(await screen.findByRole('heading', { name: 'Talented individuals dedicated to your success' }, LOAD)).toBeInTheDocument();
    const members = document.querySelectorAll('.team-section__card a');
    expect(Array.from(members, (link) => link.getAttribute('href'))).toEqual(Array(6).fill('/team-details'));
    const apply = screen.getAllByRole('link', { name: /^Apply/ });
    expect(apply.map((link) => link.getAttribute('href'))).toEqual(['/', '/', '/', '/']);
  });

  it('shows the same profile and skill bars whatever the id', { timeout: 60_000 }, async () => {
    renderRoute('/team/anyone');
    expect(await screen.findByRole('progressbar', { name: 'React Development' }, LOAD)).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByRole('progressbar', { name: 'Front-End Development' })).toHaveAttribute('aria-valuenow', '85');
    expect(screen.getByRole('progressbar', { name: 'Sql Database' })).toHaveAttribute('aria-valuenow', '80');
  });
});
