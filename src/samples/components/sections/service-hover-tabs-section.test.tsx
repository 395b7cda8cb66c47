import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ServiceHoverTabsSection } from './service-hover-tabs-section';

const image = { src: '/a.svg', alt: '', width: 4, height: 3 };
const content = {
  uperTitle: 'Services',
  title: 'What we do',
  services: [
    { title: 'Tally Implementation', subTitle: 'a', href: '/service', image },
    { title: 'GST Compliance', subTitle: 'b', href: '/service', image },
    { title: 'Cloud Accounting', subTitle: 'c', href: '/service', image },
  ],
};

function item(name: string) {
  return screen.getByRole('link', { name }).closest('li');
}

function renderTabs() {
  render(
    <MemoryRouter>
      <ServiceHoverTabsSection id="services" content={content} />
    </MemoryRouter>,
  );
}

describe('ServiceHoverTabsSection', () => {
  it('starts with the first service active', () => {
    renderTabs();
    expect(item('Tally Implementation')).toHaveAttribute('data-active', 'true');
    expect(item('GST Compliance')).toHaveAttribute('data-active', 'false');
  });

  it('makes the hovered service active and keeps it active after the pointer leaves', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.hover(screen.getByRole('link', { name: 'Cloud Accounting' }));
    expect(item('Cloud Accounting')).toHaveAttribute('data-active', 'true');
    expect(item('Tally Implementation')).toHaveAttribute('data-active', 'false');
    await user.unhover(screen.getByRole('link', { name: 'Cloud Accounting' }));
    expect(item('Cloud Accounting')).toHaveAttribute('data-active', 'true');
  });

  it('makes the service active when keyboard focus reaches it', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(item('Tally Implementation')).toHaveAttribute('data-active', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'GST Compliance' })).toHaveFocus();
    expect(item('GST Compliance')).toHaveAttribute('data-active', 'true');
    expect(item('Tally Implementation')).toHaveAttribute('data-active', 'false');
  });
});
