// The team pages' copy and portraits (docs/requirements/spec.md §2 'Team pages'). Sample people: the company supplies
// the real team before launch.
import amit from '@/samples/assets/team/amit.svg';
import neha from '@/samples/assets/team/neha.svg';
import priya from '@/samples/assets/team/priya.svg';
import rahul from '@/samples/assets/team/rahul.svg';
import sneha from '@/samples/assets/team/sneha.svg';
import vikram from '@/samples/assets/team/vikram.svg';
import { hrefs, paths } from '@common/paths';
import type { MemberProfileContent, OpenPosition, OpenPositionsContent, Skill, TeamMember } from '@/samples/types/people';

const memberHref = hrefs.legacy.teamDetails;

export const teamContent = {
  heading: {
    eyebrow: 'Our Team',
    title: 'Talented individuals dedicated to your success',
    subtitle: 'Certified consultants, developers and trainers who have kept Tally running for businesses across Pune since 2011.',
  },
  members: [
    { memberImg: rahul, memberName: 'Rahul Deshpande', memberDesignation: 'Founder & Principal Consultant', href: memberHref },
    { memberImg: priya, memberName: 'Priya Joshi', memberDesignation: 'ERP Implementation Lead', href: memberHref },
    { memberImg: amit, memberName: 'Amit Kulkarni', memberDesignation: 'Senior TDL Developer', href: memberHref },
    { memberImg: sneha, memberName: 'Sneha Patil', memberDesignation: 'GST & Compliance Consultant', href: memberHref },
    { memberImg: vikram, memberName: 'Vikram Shinde', memberDesignation: 'Cloud Services Manager', href: memberHref },
    { memberImg: neha, memberName: 'Neha Gokhale', memberDesignation: 'Corporate Trainer', href: memberHref },
  ] satisfies TeamMember[],
  careers: {
    eyebrow: 'Careers',
    title: 'Want to join our team?',
    subtitle: 'We are growing. If you enjoy solving real problems for real businesses, we would like to hear from you.',
    applyText: 'Apply',
    positions: [
      {
        number: '01',
        title: 'Front-End Developer',
        href: paths.home,
        summary: 'React and TypeScript for client portals and our own products.',
      },
      { number: '02', title: 'UI/UX Designer', href: paths.home, summary: 'Clear, friendly screens for accounting and ERP workflows.' },
      { number: '03', title: 'Digital Marketer', href: paths.home, summary: 'Campaigns that reach business owners across Maharashtra.' },
      { number: '04', title: 'SEO Expert', href: paths.home, summary: 'Help businesses searching for Tally and ERP help find us.' },
    ] satisfies OpenPosition[],
  } satisfies OpenPositionsContent,
  details: {
    memberImg: rahul,
    name: 'Rahul Deshpande',
    designation: 'Founder & Principal Consultant',
    bio: [
      'Rahul founded Dexterity in 2011 after a decade in the accounts departments of Pune manufacturers, where he saw how often good software was let down by a poor set-up.',
      'He has since led hundreds of TallyPrime and ERP implementations, designs the blueprints for our larger roll-outs and still spends most weeks on client sites. When he is not mapping voucher flows, he mentors the developers who build our TDL solutions and front-end tools.',
    ],
    facts: [
      { label: 'Experience', value: '20+ years' },
      { label: 'Speciality', value: 'ERP design, GST, inventory' },
      { label: 'Languages', value: 'English, Hindi, Marathi' },
    ],
    skillsTitle: 'Skills',
    skills: [
      { label: 'React Development', value: 75 },
      { label: 'Front-End Development', value: 85 },
      { label: 'Sql Database', value: 80 },
    ] satisfies Skill[],
    contact: { text: 'Book a consultation', href: paths.contact },
  } satisfies MemberProfileContent,
} as const;
