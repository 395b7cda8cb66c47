import { describe, expect, it } from 'vitest';

import { mailtoHref, telHref, whatsappHref, whatsappNumber, whatsappText } from './contact-links';
import { staffEnquiry } from '@/testing/staff/desk-testing';

describe('the links that answer an enquiry', () => {
  it('call the number as typed, digits only', () => {
    expect(telHref('+91 98220 45110')).toBe('tel:+919822045110');
    expect(telHref('(020) 2553-4110')).toBe('tel:02025534110');
    expect(telHref('12 34')).toBe('');
    expect(telHref('')).toBe('');
  });

  it('open WhatsApp with the country code: 91 before a 10-digit Indian number', () => {
    expect(whatsappNumber('98220 45110')).toBe('919822045110');
    expect(whatsappNumber('098220 45110')).toBe('919822045110');
    expect(whatsappNumber('+91 98220 45110')).toBe('919822045110');
    expect(whatsappNumber('0091 98220 45110')).toBe('919822045110');
    expect(whatsappNumber('+1 415 555 0100')).toBe('14155550100');
    expect(whatsappNumber('')).toBe('');
  });

  it('prefill a reply naming the company and the service (and plan), encoded', () => {
    const enquiry = staffEnquiry(1, {
      full_name: 'Asha Kulkarni',
      phone: '98220 45110',
      service_name: 'GST & e-invoice setup',
      plan_name: 'Gold',
    });
    expect(whatsappText(enquiry, 'Dexterity')).toBe(
      'Hello Asha, this is Dexterity, answering your enquiry about GST & e-invoice setup (Gold plan). When would be a good time to talk?',
    );
    const href = whatsappHref(enquiry, 'Dexterity');
    expect(href).toMatch(/^https:\/\/wa\.me\/919822045110\?text=Hello%20Asha%2C/);
    expect(new URL(href).searchParams.get('text')).toBe(whatsappText(enquiry, 'Dexterity'));
    expect(whatsappText(staffEnquiry(2, { full_name: '' }), 'Dexterity')).toBe(
      'Hello, this is Dexterity, answering your enquiry. When would be a good time to talk?',
    );
    expect(whatsappHref(staffEnquiry(3, { phone: '' }), 'Dexterity')).toBe('');
  });

  it('write an e-mail with a subject, and make no link of an address that would change the link', () => {
    expect(mailtoHref(staffEnquiry(1, { email: 'asha@example.in', service_name: 'Payroll training' }), 'Dexterity')).toBe(
      'mailto:asha@example.in?subject=Your%20enquiry%20to%20Dexterity%20about%20Payroll%20training',
    );
    for (const email of ['asha@example.in?cc=evil@example.com', 'a b@example.in', '', 'javascript:alert(1)//@x.in', 'asha@localhost']) {
      expect(mailtoHref(staffEnquiry(1, { email }), 'Dexterity'), email).toBe('');
    }
  });
});
