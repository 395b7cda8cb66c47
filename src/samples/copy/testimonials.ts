// Sample client quotes for the sample home pages' testimonial sections.
import avatar1 from '@/samples/assets/avatar-1.svg';
import avatar2 from '@/samples/assets/avatar-2.svg';
import avatar3 from '@/samples/assets/avatar-3.svg';
import avatar4 from '@/samples/assets/avatar-4.svg';
import type { Testimonial } from '@/samples/types/people';

export const testimonials = [
  {
    quote:
      'We moved three branches onto one TallyPrime company with remote access. Month-end closing went from ten days to three, and our CA now reviews the books online instead of waiting for pen drives.',
    name: 'Anand Kulkarni',
    role: 'Director, Shreeram Traders, Pune',
    avatarSrc: avatar1,
    rating: 5,
  },
  {
    quote:
      'E-invoicing looked frightening until the team set up our masters and HSN codes. Every invoice now comes back with its IRN and QR code, and the e-way bills are generated from the same voucher.',
    name: 'Meera Deshpande',
    role: 'Finance Manager, Kalpana Foods',
    avatarSrc: avatar2,
    rating: 5,
  },
  {
    quote:
      'Their godown-wise stock reports finally tell us what sits where. The training sessions were in Marathi and English, so the whole stores team uses the system, not just accounts.',
    name: 'Rahul Patil',
    role: 'Operations Head, Deccan Steel',
    avatarSrc: avatar3,
    rating: 4,
  },
  {
    quote:
      'Payroll for four hundred people used to take our HR team a week. With the customised attendance import it is done in an afternoon, with PF and ESI reports ready to file.',
    name: 'Sneha Joshi',
    role: 'HR Lead, Sahyadri Pharma',
    avatarSrc: avatar4,
    rating: 5,
  },
] as const satisfies readonly Testimonial[];
