// Logos of sample client businesses (original marks), each in a dark and a light variant.
import bhimaDark from '@/assets/samples/brand-bhima-dark.svg';
import bhimaLight from '@/assets/samples/brand-bhima-light.svg';
import deccanDark from '@/assets/samples/brand-deccan-dark.svg';
import deccanLight from '@/assets/samples/brand-deccan-light.svg';
import indusDark from '@/assets/samples/brand-indus-dark.svg';
import indusLight from '@/assets/samples/brand-indus-light.svg';
import kalpanaDark from '@/assets/samples/brand-kalpana-dark.svg';
import kalpanaLight from '@/assets/samples/brand-kalpana-light.svg';
import koynaDark from '@/assets/samples/brand-koyna-dark.svg';
import koynaLight from '@/assets/samples/brand-koyna-light.svg';
import lonavalaDark from '@/assets/samples/brand-lonavala-dark.svg';
import lonavalaLight from '@/assets/samples/brand-lonavala-light.svg';
import mulaDark from '@/assets/samples/brand-mula-dark.svg';
import mulaLight from '@/assets/samples/brand-mula-light.svg';
import panchganiDark from '@/assets/samples/brand-panchgani-dark.svg';
import panchganiLight from '@/assets/samples/brand-panchgani-light.svg';
import pavanaDark from '@/assets/samples/brand-pavana-dark.svg';
import pavanaLight from '@/assets/samples/brand-pavana-light.svg';
import sahyadriDark from '@/assets/samples/brand-sahyadri-dark.svg';
import sahyadriLight from '@/assets/samples/brand-sahyadri-light.svg';
import shreeramDark from '@/assets/samples/brand-shreeram-dark.svg';
import shreeramLight from '@/assets/samples/brand-shreeram-light.svg';
import sinhgadDark from '@/assets/samples/brand-sinhgad-dark.svg';
import sinhgadLight from '@/assets/samples/brand-sinhgad-light.svg';
import type { BrandLogo } from '@/types/sections/work';

/** Twelve logos: enough for the logo carousel to loop at six per view. */
export const brandLogos = [
  { name: 'Shreeram Traders', darkSrc: shreeramDark, lightSrc: shreeramLight },
  { name: 'Kalpana Foods', darkSrc: kalpanaDark, lightSrc: kalpanaLight },
  { name: 'Deccan Steel', darkSrc: deccanDark, lightSrc: deccanLight },
  { name: 'Sahyadri Pharma', darkSrc: sahyadriDark, lightSrc: sahyadriLight },
  { name: 'Indus Logistics', darkSrc: indusDark, lightSrc: indusLight },
  { name: 'Pavana Textiles', darkSrc: pavanaDark, lightSrc: pavanaLight },
  { name: 'Sinhgad Motors', darkSrc: sinhgadDark, lightSrc: sinhgadLight },
  { name: 'Mula Agro', darkSrc: mulaDark, lightSrc: mulaLight },
  { name: 'Koyna Power', darkSrc: koynaDark, lightSrc: koynaLight },
  { name: 'Lonavala Resorts', darkSrc: lonavalaDark, lightSrc: lonavalaLight },
  { name: 'Panchgani Dairy', darkSrc: panchganiDark, lightSrc: panchganiLight },
  { name: 'Bhima Chemicals', darkSrc: bhimaDark, lightSrc: bhimaLight },
] as const satisfies readonly BrandLogo[];
