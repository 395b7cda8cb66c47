import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/msw-server';

import { planFromForm, savingNote, savingPercent, serviceFromForm } from './content-live-figures';
import { CONTENT, ok, plan, renderEditor, serveLists, service } from '@/testing/staff/content-testing';

const FORM = {
  plan_type: 'premium',
  plan_type_display: 'Gold',
  price: 24999,
  discounted_price: 21249,
  discount_percentage: '15',
  year: 2026,
  price_description: [{ Users: 'Unlimited' }],
  currency: 'INR',
  excludes_gst: true,
  service_id: 3,
};

describe('the live preview’s figures', () => {
  it('read the form as the public API would answer it, through the site’s own parser', () => {
    expect(planFromForm(FORM, 5)).toEqual({
      id: 5,
      planType: 'premium',
      name: 'Gold',
      price: 24999,
      discountedPrice: 21249,
      discountPercentage: 15,
      year: '2026',
      features: ['Users: Unlimited'],
      currency: 'INR',
      excludesGst: true,
      serviceId: 3,
    });
    // A price typed so it cannot be read yet: no card.
    expect(planFromForm({ ...FORM, price: undefined }, 5)).toBeUndefined();
    expect(serviceFromForm({ heading: 'Licences', description: 'TallyPrime', image: '', image_focus: '20% 30%' }, 3)).toMatchObject({
      id: 3,
      title: 'TallyPrime',
      subtitle: 'Licences',
      imageFocus: '20% 30%',
    });
  });

  it('work out the saving the two prices make, in whole per cent', () => {
    expect(savingPercent(24999, 21249)).toBe(15);
    expect(savingPercent(1000, 850)).toBe(15);
    expect(savingPercent(1000, 1000)).toBeUndefined();
    expect(savingPercent(1000, undefined)).toBeUndefined();
    expect(savingPercent(0, 0)).toBeUndefined();
  });

  it('note a "Save N%" label the prices do not make, and nothing when they agree', () => {
    const gold = planFromForm(FORM, 5)!;
    expect(savingNote(gold)).toBeUndefined();
    expect(savingNote({ ...gold, discountPercentage: 10 })).toBe('The prices make a saving of 15%, but the card says “Save 10%”.');
    expect(savingNote({ ...gold, discountPercentage: 0 })).toMatch(/^The discounted price saves 15%, but the discount label is 0/);
    expect(savingNote({ ...gold, discountedPrice: undefined })).toMatch(
      /^The card says “Save 15%”, but there is no lower discounted price/,
    );
  });
});

describe('the live preview beside the form', () => {
  it('draws the plan’s card as the site does and follows what staff type', async () => {
    const user = userEvent.setup();
    serveLists({ 'pricing-plans': [plan(5)] });
    server.use(http.get(`${CONTENT}/pricing-plans/5`, () => ok(plan(5))));
    renderEditor('?kind=pricing-plans');
    await user.click(await screen.findByRole('button', { name: 'Edit Silver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pricing plan “Silver”' });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    const card = within(preview).getByTestId('live-preview');
    expect(card).toHaveAttribute('inert');
    expect(card).toHaveTextContent(/Silver.*₹18,000\s*\+ GST/);
    expect(card).not.toHaveTextContent(/Save/);

    await user.type(within(dialog).getByLabelText('Discounted price'), '15,300');
    await user.clear(within(dialog).getByLabelText('Discount label (per cent)'));
    await user.type(within(dialog).getByLabelText('Discount label (per cent)'), '15');
    await user.clear(within(dialog).getByLabelText('Plan name'));
    await user.type(within(dialog).getByLabelText('Plan name'), 'Gold');
    await user.selectOptions(within(dialog).getByLabelText('Plan type'), 'premium');
    await waitFor(() => expect(card).toHaveTextContent(/GoldMost Popular.*₹15,300 \+ GST.*₹18,000Save 15%Year 2026/));
    expect(within(card).getByRole('deletion')).toHaveTextContent('₹18,000');
    expect(within(preview).queryByRole('note')).not.toBeInTheDocument();

    // A label the prices do not make is pointed out.
    await user.clear(within(dialog).getByLabelText('Discount label (per cent)'));
    await user.type(within(dialog).getByLabelText('Discount label (per cent)'), '20');
    expect(await within(preview).findByRole('note')).toHaveTextContent('The prices make a saving of 15%, but the card says “Save 20%”.');
    expect(card).toHaveTextContent('Save 20%');

    // A price that cannot be read yet: the card waits for it.
    await user.clear(within(dialog).getByLabelText('Price'));
    await user.type(within(dialog).getByLabelText('Price'), 'abc');
    expect(await within(preview).findByText('Type a price to see the card.')).toBeInTheDocument();
  });

  it('draws the service’s card with its title, tagline and picture at its focal point', async () => {
    const user = userEvent.setup();
    const tally = { ...service(3, 'TallyPrime'), image: '/media/services/tallyprime.svg', image_focus: '50% 50%' };
    serveLists({ services: [tally], offerings: [{ id: 1, position: 0, version: 1, offering_name: 'Tally' }] });
    server.use(http.get(`${CONTENT}/services/3`, () => ok(tally)));
    renderEditor('?kind=services');
    await user.click(await screen.findByRole('button', { name: 'Edit TallyPrime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit service “TallyPrime”' });
    const card = within(dialog).getByTestId('live-preview');
    expect(card).toHaveTextContent(/03.*TallyPrime.*Tagline of TallyPrime/);
    await user.clear(within(dialog).getByLabelText('Tagline'));
    await user.type(within(dialog).getByLabelText('Tagline'), 'Licences for every team');
    await waitFor(() => expect(card).toHaveTextContent('Licences for every team'));

    // The focal point: a key on the picture moves it, and the card's picture follows.
    const picker = within(dialog).getByRole('slider', { name: /Focal point/ });
    expect(picker).toHaveAttribute('aria-valuetext', '50% across, 50% down (the centre)');
    picker.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}{Shift>}{ArrowUp}{/Shift}');
    expect(picker).toHaveAttribute('aria-valuetext', '40% across, 49% down');
    expect(card.querySelector('img')!.style.objectPosition).toBe('40% 49%');

    // A click on the picture puts the point where it landed; a drag carries it, past the edge to the edge, and stops
    // where the button is let go. The picture drawn 400 × 200 px at (100, 50) on the screen.
    vi.spyOn(picker, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 100, y: 50, width: 400, height: 200 }));
    await user.pointer({ keys: '[MouseLeft]', target: picker, coords: { clientX: 200, clientY: 200 } });
    expect(picker).toHaveAttribute('aria-valuetext', '25% across, 75% down');
    expect(card.querySelector('img')!.style.objectPosition).toBe('25% 75%');
    await user.pointer([
      { keys: '[MouseLeft>]', target: picker, coords: { clientX: 400, clientY: 100 } },
      { target: picker, coords: { clientX: 560, clientY: 20 } },
      { keys: '[/MouseLeft]', target: picker, coords: { clientX: 560, clientY: 20 } },
      { target: picker, coords: { clientX: 300, clientY: 150 } },
    ]);
    expect(picker).toHaveAttribute('aria-valuetext', '100% across, 0% down');
    expect(card.querySelector('img')!.style.objectPosition).toBe('100% 0%');

    // Centre it puts the point back in the middle, and then has nothing left to do.
    const centre = within(dialog).getByRole('button', { name: 'Centre it' });
    await user.click(centre);
    expect(picker).toHaveAttribute('aria-valuetext', '50% across, 50% down (the centre)');
    expect(card.querySelector('img')!.style.objectPosition).toBe('50% 50%');
    expect(centre).toBeDisabled();
  });
});
