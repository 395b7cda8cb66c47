// The interface's own words in a Marathi page: the footer and the enquiry form drawn inside the page's language with
// the real catalogue (src/i18n/mr.json), and the same parts without it exactly as English pages have them.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { ContactForm } from '@/components/enquiry-form/components/contact-form';
import { Footer } from '@/components/layout/footer';
import { HeaderSearch } from '@/components/layout/header-search';
import { SearchForm, SearchResults } from '@/features/search/components/search-results';
import { siteContact } from '@/copy/company';
import { LanguageProvider } from '@/lib/language';

import { formatterOf } from '@common/message-format';
import mr from './mr.json';

const format = formatterOf(mr, 'mr');
const office = { phone: '+91 98220 45110', phoneHref: 'tel:+919822045110', email: 'info@dexterityconsultants.in' };
const navigation = { quickLinks: [{ label: 'Tally help', href: 'https://help.tallysolutions.com/' }], services: [] };

const inMarathi = (part: ReactNode) => (
  <LanguageProvider value={{ lang: 'mr', format }}>
    <MemoryRouter>{part}</MemoryRouter>
  </LanguageProvider>
);

describe('a Marathi page', () => {
  it('draws the footer in Marathi, brand names and figures as they are', () => {
    render(inMarathi(<Footer navigation={navigation} contact={siteContact} />));
    expect(screen.getByRole('heading', { name: 'महत्त्वाचे दुवे' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आमच्याशी संपर्क' })).toBeInTheDocument();
    expect(screen.getByText(`${siteContact.partnerSince} पासून प्रमाणित Tally 5-Star पार्टनर`, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Tally help/ })).toHaveTextContent('Tally help (नवीन टॅबमध्ये उघडते)');
    expect(screen.queryByText(/Quick Links|Reach Us/)).toBeNull();
  });

  it('draws the enquiry form in Marathi, its rules’ messages too', async () => {
    const user = userEvent.setup();
    render(inMarathi(<ContactForm title="चौकशी" contact={office} />));
    expect(screen.getByLabelText(/^पूर्ण नाव/)).toHaveAttribute('placeholder', 'तुमचे नाव');
    expect(screen.getByRole('link', { name: 'गोपनीयता सूचनेत' })).toHaveAttribute('href', '/mr/privacy');
    await user.click(await screen.findByRole('button', { name: 'चौकशी पाठवा' }));
    expect(screen.getByLabelText(/^पूर्ण नाव/)).toHaveAccessibleDescription('कृपया तुमचे पूर्ण नाव लिहा.');
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'तुमची चौकशी जतन करून तिला उत्तर देता यावे म्हणून कृपया गोपनीयता सूचनेला संमती द्या.',
    );
  });
});

describe('an English page (no language given)', () => {
  it('searches in Marathi: the header’s search and the search page’s form go to the Marathi search page', () => {
    render(
      inMarathi(
        <>
          <HeaderSearch place="menu" />
          <SearchForm q="टॅली" />
        </>,
      ),
    );
    const forms = screen.getAllByRole('search');
    expect(forms).toHaveLength(2);
    for (const form of forms) expect(form).toHaveAttribute('action', '/mr/search');
  });

  it('says what each search result is in Marathi', () => {
    const results = [
      { type: 'Service', title: 'TallyPrime Gold लायसन्स', url: '/service/service-2', snippet: '' },
      { type: 'Customer story', title: 'एक यशोगाथा', url: '/customer-stories/one', snippet: '' },
    ];
    render(inMarathi(<SearchResults q="Gold" results={results} />));
    expect(screen.getByText('सेवा')).toHaveClass('search-results__type');
    expect(screen.getByText('ग्राहकाची यशोगाथा')).toHaveClass('search-results__type');
    expect(screen.queryByText('Service')).toBeNull();
  });

  it('draws the footer and the enquiry form in English, word for word as before', () => {
    render(
      <MemoryRouter>
        <Footer navigation={navigation} contact={siteContact} />
        <ContactForm title="Send us your requirement" contact={office} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `Certified Tally 5-Star partner since ${siteContact.partnerSince}. We implement, customise, host and teach TallyPrime and ERP for businesses across Maharashtra.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${siteContact.partnerSince}–${new Date().getFullYear()} ${siteContact.legalName}. Tally and TallyPrime are trademarks of Tally Solutions Pvt. Ltd.`,
    );
    expect(screen.getByRole('link', { name: /^Tally help/ })).toHaveTextContent('Tally help (opens in a new tab)');
    expect(screen.getByRole('button', { name: 'Send enquiry' })).toBeInTheDocument();
    expect(screen.getByText(/^Fields marked/)).toHaveTextContent(
      'Fields marked *with an asterisk are required. A phone number or an email address is enough: we call or write back.',
    );
  });
});
