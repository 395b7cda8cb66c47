import { Link } from 'react-router-dom';

import { Image } from '@/components/ui/image';
import { ProgressBar } from '@/components/ui/progress-bar';

import './member-profile-section.scss';

export interface MemberProfileSectionProps {
  memberImg: string;
  name: string;
  designation: string;
  bio: readonly string[];
  facts: readonly { label: string; value: string }[];
  skillsTitle: string;
  skills: readonly { label: string; value: number }[];
  contact: { text: string; href: string };
}

/** One team member's profile: photo, name, role, bio, facts and skill bars. */
export function MemberProfileSection({ memberImg, name, designation, bio, facts, skillsTitle, skills, contact }: MemberProfileSectionProps) {
  return (
    <section className="member-profile page-section" aria-labelledby="member-name">
      <div className="container member-profile__grid">
        <div className="member-profile__photo">
          <Image src={memberImg} alt={`Portrait of ${name}`} width={400} height={440} />
        </div>
        <div className="member-profile__body">
          <h2 id="member-name" className="member-profile__name">
            {name}
          </h2>
          <p className="member-profile__role">{designation}</p>
          {bio.map((paragraph) => (
            <p key={paragraph} className="member-profile__bio">
              {paragraph}
            </p>
          ))}
          <dl className="member-profile__facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="member-profile__skills-title">{skillsTitle}</h3>
          <div className="member-profile__skills">
            {skills.map((skill) => (
              <ProgressBar key={skill.label} label={skill.label} value={skill.value} />
            ))}
          </div>
          <Link to={contact.href} className="btn btn-primary btn-lg member-profile__contact">
            {contact.text}
          </Link>
        </div>
      </div>
    </section>
  );
}
