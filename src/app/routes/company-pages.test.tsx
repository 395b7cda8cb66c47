// The company pages through the real route table: what each renders and where its links go. Our Story's and
// the contact page's words are the seed's (server/db/seed-content.json, read here as data), as the API answers.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Route modules load lazily and are transformed on first use: allow for a cold start.
const LOAD = { timeout: 45_000 };

import { renderRoute } from '@/testing/render';
import type { ContactPage, OurStory, PageMetaEntry } from '@common/content-model/company-page-kinds';

interface Seed {
  our_story: OurStory;
  why_dexterity_points: OurStory['points'];
  how_we_work_steps: OurStory['steps'];
  contact_page: ContactPage;
  page_meta: PageMetaEntry[];
  site_settings: { tagline: string };
}
const seed = JSON.parse(readFileSync(resolve(__dirname, '../../../server/db/seed-content.json'), 'utf8')) as Seed;
const titleOf = (path: string) => seed.page_meta.find((entry) => entry.path === path)!.title;

describe('home page', () => {
  // The home page is large: role queries over the whole document are slow in jsdom, so this test
  // scopes them to each section.
  it('carries the company h1, the hero slides and every section with its links', { timeout: 60_000 }, async () => {
    renderRoute('/');
    expect(await screen.findByText(seed.site_settings.tagline, { selector: 'h1' }, LOAD)).toBeInTheDocument();
    const section = (selector: string) => document.querySelector<HTMLElement>(selector)!;
    expect(within(section('.home-hero')).getAllByRole('group')).toHaveLength(4);
    expect(section('.home-hero__scroll')).toHaveAttribute('href', '#service');
    expect(within(section('#about')).getByRole('link', { name: /Our Story/ })).toHaveAttribute('href', '/about');
    expect(
      within(section('#service'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Products', 'Services', 'Solutions']);
    expect(within(section('#why')).getByRole('link', { name: /Learn more about us/ })).toHaveAttribute('href', '/about');
    expect(section('#faq').querySelectorAll('.accordion-button')).toHaveLength(10);
    expect(within(section('.cta-section')).getByRole('link', { name: /Contact Us/ })).toHaveAttribute('href', '/contact');
    expect(await within(section('main')).findByText('Plans that grow with your business', {}, LOAD)).toBeInTheDocument();
  });
});

describe('Our Story', () => {
  it('has See Our Services, Why Dexterity with its points, goal/mission/vision and how we work', { timeout: 60_000 }, async () => {
    const story = seed.our_story;
    renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1, name: titleOf('/about') }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: new RegExp(story.intro_link) })).toHaveAttribute('href', '/service');
    const why = screen.getByRole('region', { name: story.why_title });
    expect(
      within(why)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(seed.why_dexterity_points.map((point) => point.text));
    for (const name of [story.goal_title, story.mission_title, story.vision_title, ...seed.how_we_work_steps.map((step) => step.title)]) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
    }
  });
});

describe('contact', () => {
  it('shows the heading, contact data, the map and the form', { timeout: 60_000 }, async () => {
    renderRoute('/contact');
    expect(await screen.findByRole('heading', { name: seed.contact_page.heading }, LOAD)).toBeInTheDocument();
    for (const label of [
      seed.contact_page.email_label,
      seed.contact_page.phone_label,
      seed.contact_page.address_label,
      seed.contact_page.hours_label,
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: label })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('link', { name: /^\+91/ }).filter((link) => link.closest('.contact-page'))).toHaveLength(2);
    expect(screen.getByTitle(/Map showing the Dexterity office/)).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
  });
});
