import { Link } from 'react-router-dom';

import { Image } from '@/components/ui/image';
import { SectionHeading } from '@/components/ui/section-heading';

import './team-section.scss';

export interface TeamMember {
  memberImg: string;
  memberName: string;
  memberDesignation: string;
  /** The member's profile page. */
  href: string;
}

export interface TeamSectionProps {
  id?: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  members: readonly TeamMember[];
  tone?: 'default' | 'alt';
  /** Level of the section title; 1 when the grid is the page's main content. */
  level?: 1 | 2;
}

/** A grid of member cards: photo, name and role, each linking to the member's profile. */
export function TeamSection({ id = 'team', eyebrow, title, subtitle, members, tone = 'default', level = 2 }: TeamSectionProps) {
  const headingId = `${id}-title`;
  const NameTag = level === 1 ? 'h2' : 'h3';
  return (
    <section id={id} className={`team-section page-section page-section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} subtitle={subtitle} align="center" level={level} />
        <ul className="team-section__grid">
          {members.map((member) => (
            <li key={member.memberName} className="team-section__card">
              <div className="team-section__photo">
                <Image src={member.memberImg} alt={`Portrait of ${member.memberName}`} width={400} height={440} />
              </div>
              <div className="team-section__body">
                <NameTag className="team-section__name">
                  <Link to={member.href} className="stretched-link">
                    {member.memberName}
                  </Link>
                </NameTag>
                <p className="team-section__role">{member.memberDesignation}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
