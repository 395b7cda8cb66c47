// Logos of sample client businesses (original marks), each in a dark and a light variant.
import bhimaDark from '@/samples/assets/brand-bhima-dark.svg';
import bhimaLight from '@/samples/assets/brand-bhima-light.svg';
import deccanDark from '@/samples/assets/brand-deccan-dark.svg';
import deccanLight from '@/samples/assets/brand-deccan-light.svg';
import indusDark from '@/samples/assets/brand-indus-dark.svg';
import indusLight from '@/samples/assets/brand-indus-light.svg';
import kalpanaDark from '@/samples/assets/brand-kalpana-dark.svg';
import kalpanaLight from '@/samples/assets/brand-kalpana-light.svg';
import koynaDark from '@/samples/assets/brand-koyna-dark.svg';
import koynaLight from '@/samples/assets/brand-koyna-light.svg';
import lonavalaDark from '@/samples/assets/brand-lonavala-dark.svg';
import lonavalaLight from '@/samples/assets/brand-lonavala-light.svg';
import mulaDark from '@/samples/assets/brand-mula-dark.svg';
import mulaLight from '@/samples/assets/brand-mula-light.svg';
import panchganiDark from '@/samples/assets/brand-panchgani-dark.svg';
import panchganiLight from '@/samples/assets/brand-panchgani-light.svg';
import pavanaDark from '@/samples/assets/brand-pavana-dark.svg';
import pavanaLight from '@/samples/assets/brand-pavana-light.svg';
import sahyadriDark from '@/samples/assets/brand-sahyadri-dark.svg';
import sahyadriLight from '@/samples/assets/brand-sahyadri-light.svg';
import shreeramDark from '@/samples/assets/brand-shreeram-dark.svg';
import shreeramLight from '@/samples/assets/brand-shreeram-light.svg';
import sinhgadDark from '@/samples/assets/brand-sinhgad-dark.svg';
import sinhgadLight from '@/samples/assets/brand-sinhgad-light.svg';
import type { BrandLogo } from '@/samples/types/work';

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
