// The site's icon set: lucide (bundled, tree-shaken: only the icons imported here ship) plus the
// brand marks drawn for this site. The rest of the app imports icons from this module only.
import type { SVGProps } from 'react';

export {
  ArrowDown as ArrowDownIcon,
  ArrowRight as ArrowRightIcon,
  ArrowUp as ArrowUpIcon,
  Award as AwardIcon,
  BarChart3 as BarChartIcon,
  Calendar as CalendarIcon,
  Check as CheckIcon,
  ChevronDown as ChevronDownIcon,
  ChevronLeft as ChevronLeftIcon,
  ChevronRight as ChevronRightIcon,
  Clock as ClockIcon,
  Cloud as CloudIcon,
  Compass as CompassIcon,
  Eye as EyeIcon,
  FileSpreadsheet as SpreadsheetIcon,
  Globe as GlobeIcon,
  Headphones as SupportIcon,
  Heart as HeartIcon,
  Layers as LayersIcon,
  Mail as MailIcon,
  MapPin as MapPinIcon,
  Menu as MenuIcon,
  MessageCircle as ChatIcon,
  Minus as MinusIcon,
  Moon as MoonIcon,
  Pause as PauseIcon,
  Phone as PhoneIcon,
  Play as PlayIcon,
  Plus as PlusIcon,
  Quote as QuoteIcon,
  Receipt as ReceiptIcon,
  Rocket as RocketIcon,
  Rss as RssIcon,
  Search as SearchIcon,
  ShieldCheck as ShieldCheckIcon,
  ShoppingCart as CartIcon,
  Star as StarIcon,
  Sun as SunIcon,
  Target as TargetIcon,
  User as UserIcon,
  Users as UsersIcon,
  X as CloseIcon,
  Zap as ZapIcon,
} from 'lucide-react';

type BrandIconProps = SVGProps<SVGSVGElement> & { size?: number };

function brandProps({ size = 20, ...rest }: BrandIconProps) {
  return { width: size, height: size, viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true, focusable: false, ...rest } as const;
}

export function LinkedinIcon(props: BrandIconProps) {
  return (
    <svg {...brandProps(props)}>
      <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm2.5 7v7.5H9V10H6.5Zm1.25-4a1.44 1.44 0 1 0 0 2.88 1.44 1.44 0 0 0 0-2.88ZM11 10v7.5h2.5v-4c0-1.1.6-1.8 1.5-1.8s1.4.6 1.4 1.8v4H19v-4.6c0-2.3-1.2-3.1-2.8-3.1-1.2 0-2 .6-2.3 1.2V10H11Z" />
    </svg>
  );
}

export function InstagramIcon(props: BrandIconProps) {
  return (
    <svg {...brandProps(props)}>
      <path d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm4.6-3.6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
    </svg>
  );
}

export function WhatsappIcon(props: BrandIconProps) {
  return (
    <svg {...brandProps(props)}>
      <path d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5Zm0 17.2a7.7 7.7 0 0 1-4-1.1l-.3-.2-2.8.8.8-2.7-.2-.3A7.7 7.7 0 1 1 12 19.7Zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.2.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6a2.6 2.6 0 0 0 1.7-1.2 2.1 2.1 0 0 0 .2-1.2c-.1-.1-.2-.2-.4-.3Z" />
    </svg>
  );
}

export function XBrandIcon(props: BrandIconProps) {
  return (
    <svg {...brandProps(props)}>
      <path d="M3.5 3h5.2l4.1 5.7L17.7 3h2.6l-6.3 7.3L21 21h-5.2l-4.5-6.2L5.9 21H3.3l6.8-7.9L3.5 3Zm3.6 1.8 9.7 14.4h1.6L8.7 4.8H7.1Z" />
    </svg>
  );
}

export function FacebookIcon(props: BrandIconProps) {
  return (
    <svg {...brandProps(props)}>
      <path d="M12 2a10 10 0 0 0-1.6 19.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 12 2Z" />
    </svg>
  );
}
