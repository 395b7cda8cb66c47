import { LOGO_HEIGHT } from '@/config/constants';
import { useEnglishMark } from '@/lib/language';

const BRAND = 'Dexterity';

/** The Dexterity mark and wordmark, inline so it follows the theme without another request. */
export function Logo() {
  const width = Math.round((LOGO_HEIGHT * 220) / 56);
  // The brand's name and claim, in English in every language: marked English on a Marathi or Hindi page.
  const lang = useEnglishMark()(BRAND);
  return (
    <svg className="logo" viewBox="0 0 220 56" width={width} height={LOGO_HEIGHT} role="img" aria-label={BRAND} lang={lang}>
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2563eb" />
          <stop offset="1" stopColor="#0e7490" />
        </linearGradient>
      </defs>
      <rect x="2" y="4" width="48" height="48" rx="12" fill="url(#logo-gradient)" />
      <path d="M15 16h9.5C32 16 37 21 37 28s-5 12-12.5 12H15V16Zm6 5.5v13h3.3c4 0 6.6-2.6 6.6-6.5s-2.6-6.5-6.6-6.5H21Z" fill="#fff" />
      <circle cx="40.5" cy="14" r="4" fill="#f59e0b" />
      <text x="60" y="36" className="logo__name">
        Dexterity
      </text>
      <text x="61" y="50" className="logo__claim">
        TALLY 5-STAR PARTNER
      </text>
    </svg>
  );
}
