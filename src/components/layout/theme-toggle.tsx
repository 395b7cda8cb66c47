import { MoonIcon, SunIcon } from '@/components/ui/icon';
import { useTheme } from '@/lib/use-theme';
import { useMessages } from '@/lib/language';

export function ThemeToggle() {
  const t = useMessages();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-pressed={dark}
      aria-label={t('Dark mode')}
      title={dark ? t('Switch to light mode') : t('Switch to dark mode')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <SunIcon size={20} aria-hidden /> : <MoonIcon size={20} aria-hidden />}
    </button>
  );
}
