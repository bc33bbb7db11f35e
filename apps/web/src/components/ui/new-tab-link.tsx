import { type ReactNode, useId } from "react";

type NewTabLinkProps = { href: string; className?: string; hint?: string; children: ReactNode };

/**
 * A link to another site, opened in a new tab. Its accessible name is its visible text alone (the
 * spec's names, e.g. 'Write a Review on Google', match exactly); that it opens a new tab is its
 * description, read from a hidden element beside it (screen guide: The spec's names, exact and once).
 */
export function NewTabLink({ href, className, hint = "Opens in a new tab", children }: NewTabLinkProps) {
  const hintId = useId();
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        aria-describedby={hintId}
      >
        {children}
      </a>
      <span id={hintId} hidden>
        {hint}
      </span>
    </>
  );
}
