// A total in words in Marathi and Hindi as an invoice writes it: to-words' words, with those it has wrong put right.
import { describe, expect, it } from 'vitest';

import { loadAmountInWords, rupeesOfPaise } from './amount-in-words.ts';

describe('an amount in words', () => {
  it('gives to-words the rupees and paise of an amount in paise, without floating point', () => {
    expect(rupeesOfPaise(7_965_024)).toBe('79650.24');
    expect(rupeesOfPaise(13_500_000)).toBe('135000.00');
    expect(rupeesOfPaise(100_001)).toBe('1000.01');
    expect(rupeesOfPaise(5)).toBe('0.05');
  });

  it('writes Marathi: a hundred alone is शंभर, 61 to 68 end in -सष्ट, paise after the rupees', async () => {
    const marathi = await loadAmountInWords('mr');
    expect(marathi(5_310_000)).toBe('त्रेपन्न हजार शंभर रुपये');
    expect(marathi(10_000)).toBe('शंभर रुपये');
    expect(marathi(15_000)).toBe('एकशे पन्नास रुपये');
    expect(marathi(6_700_000)).toBe('सदुसष्ट हजार रुपये');
    expect(marathi(6_100)).toBe('एकसष्ट रुपये');
    expect(marathi(13_500_000)).toBe('एक लाख पस्तीस हजार रुपये');
    expect(marathi(1_000_000_000)).toBe('एक कोटी रुपये');
    expect(marathi(7_965_024)).toBe('एकोणऐंशी हजार सहाशे पन्नास रुपये आणि चोवीस पैसे');
  });

  it('writes Hindi: a hundred alone is एक सौ, 51 is इक्यावन', async () => {
    const hindi = await loadAmountInWords('hi');
    expect(hindi(5_310_000)).toBe('तिरेपन हज़ार एक सौ रुपये');
    expect(hindi(10_000)).toBe('एक सौ रुपये');
    expect(hindi(5_100)).toBe('इक्यावन रुपये');
    expect(hindi(1_593_000)).toBe('पंद्रह हज़ार नौ सौ तीस रुपये');
    expect(hindi(1_000_000_000)).toBe('एक करोड़ रुपये');
  });
});
