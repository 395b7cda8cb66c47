import './prose.scss';
import { useEnglishMark } from '@/lib/language';

export interface ProseProps {
  /** HTML the server cleaned on save to its allow-list (headings, paragraphs, lists, links, quotes, tables, pictures). */
  html: string;
  className?: string;
}

/** Formatted text staff wrote, drawn as the server stored it (marked English on a Marathi or Hindi page until translated). */
export function Prose({ html, className = '' }: ProseProps) {
  const english = useEnglishMark();
  // Cleaned on save (the page's blocks are checked by the server); the staff preview cleans what is typed.
  return <div className={`prose ${className}`.trim()} lang={english(html)} dangerouslySetInnerHTML={{ __html: html }} />;
}
