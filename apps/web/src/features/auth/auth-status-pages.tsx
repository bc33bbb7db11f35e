import { authTexts } from "@clinic/contract/auth";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../components/ui/button-styles";
import { LoadingStatus } from "../../components/ui/loading-status";

function split(text: string): [string, string] {
  const [title = text, detail = ""] = text.split(" - ");
  return [title, detail];
}

/**
 * The spec's one sentence ('Access Denied - You are not authorized to access this page.') shown as a
 * heading ('Access Denied') and a paragraph. A visually hidden " - " between them keeps the sentence
 * whole in the text of their container, as the spec writes it (and as a screen reader reads on).
 */
function StatusPage({ text, children }: { text: string; children?: ReactNode }) {
  const [title, detail] = split(text);
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <section className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <div data-testid="auth-status-text">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          {detail ? <span className="sr-only"> - </span> : null}
          <p className="mt-3 text-slate-700">{detail}</p>
        </div>
        {children ? <div className="mt-6 flex flex-wrap gap-3">{children}</div> : null}
      </section>
    </main>
  );
}

/** Guard step 1: the sign-in state is loading. */
export function AuthLoading({ label = "Checking your sign-in…" }: { label?: string }) {
  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center p-6">
      <LoadingStatus className="text-lg">{label}</LoadingStatus>
    </main>
  );
}

/** Guard step 3: the browser's session token is missing or no longer valid on the server. */
export function TokenErrorPage({ onSignInAgain }: { onSignInAgain: () => void }) {
  return (
    <StatusPage text={authTexts.tokenError}>
      <button type="button" className={buttonStyles.primary} onClick={onSignInAgain}>
        Sign in again
      </button>
      <Link to="/" className={buttonStyles.secondary}>
        Return Home
      </Link>
    </StatusPage>
  );
}

/** Guard step 4: signed in, but not an admin. */
export function AccessDeniedPage({ onSignOut }: { onSignOut: () => void }) {
  return (
    <StatusPage text={authTexts.accessDenied}>
      <button type="button" className={buttonStyles.primary} onClick={onSignOut}>
        Sign Out
      </button>
      <Link to="/" className={buttonStyles.secondary}>
        Return Home
      </Link>
    </StatusPage>
  );
}
