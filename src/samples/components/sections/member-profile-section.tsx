import { Link } from 'react-router-dom';

import { Image } from '@/components/ui/image';
import { ProgressBar } from '@/samples/components/ui/progress-bar';
import { Section } from '@/components/ui/section';
import { SectionHeading } from '@/components/ui/section-heading';
import type { MemberProfileContent } from '@/samples/types/people';

import './member-profile-section.scss';

export interface MemberProfileSectionProps {
  id?: string;
  content: MemberProfileContent;
}

/** One team member's profile: photo, name, role, bio, facts and skill bars. */
export function MemberProfileSection({ id, content }: MemberProfileSectionProps) {
  const { name, contact } = content;
  return (
    <Section id={id} labelledBy="member-name" frame="untoned" className="member-profile" containerClassName="member-profile__grid">
      <div className="member-profile__photo">
        <Image src={content.memberImg} alt={`Portrait of ${name}`} width={400} height={440} />
      </div>
      <div className="member-profile__body">
        <SectionHeading
          id="member-name"
          title={name}
          subtitle={content.designation}
          classes={{ title: 'member-profile__name', subtitle: 'member-profile__role' }}
        />
        {content.bio.map((paragraph) => (
          <p key={paragraph} className="member-profile__bio">
            {paragraph}
          </p>
        ))}
        <dl className="member-profile__facts">
          {content.facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="member-profile__skills-title">{content.skillsTitle}</h3>
        <div className="member-profile__skills">
          {content.skills.map((skill) => (
            <ProgressBar key={skill.label} label={skill.label} value={skill.value} />
          ))}
        </div>
        <Link to={contact.href} className="btn btn-primary btn-lg member-profile__contact">
          {contact.text}
        </Link>
      </div>
    </Section>
  );
}
