import { WhatsappIcon } from '@/components/ui/icon';
import { useMessages } from '@/lib/language';

/** The floating chat button (48 px, 18 px from the bottom right): a WhatsApp chat in a new tab. */
export function ChatButton({ href }: { href: string }) {
  const t = useMessages();
  // Its own small landmark, so screen-reader users find it like the rest of the page.
  return (
    <aside aria-label={t('Chat')}>
      <a
        className="chat-button"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('Chat with us on WhatsApp (opens in a new tab)')}
      >
        <WhatsappIcon size={26} />
      </a>
    </aside>
  );
}
