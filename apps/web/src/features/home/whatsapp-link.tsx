import type { ReactNode } from "react";
import { useSite } from "../../components/layout/site-context";
import { NewTabLink } from "../../components/ui/new-tab-link";
import { whatsappUrl } from "../../content/format";
import { usePageTexts } from "../../i18n/page-texts";

type WhatsAppLinkProps = { className?: string; children: ReactNode };

/**
 * Opens a WhatsApp chat with the clinic, prefilled with the content file's message (spec §1), in a new tab.
 * The link's name is its visible text alone (the spec's 'WhatsApp Consultation' on the home hero); that it
 * opens WhatsApp in a new tab is its description, from a hidden element beside it. Only the home page
 * has these links, so the module lives here, in the home page's chunk, not in every page's "site" chunk.
 */
export function WhatsAppLink({ className, children }: WhatsAppLinkProps) {
  const site = useSite();
  const text = usePageTexts("home");
  return (
    <NewTabLink href={whatsappUrl(site)} className={className} hint={text.whatsAppHint}>
      {children}
    </NewTabLink>
  );
}

/** The WhatsApp mark, drawn simply (lucide ships no brand icons). Decorative. */
export function WhatsAppIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z" />
    </svg>
  );
}
