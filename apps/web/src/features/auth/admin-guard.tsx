import { authTexts, type SessionUser, safeAdminReturnPath, signInLinkFragment } from "@clinic/contract/auth";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Navigate, useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../components/ui/toast";
import { ApiError } from "../../lib/api-client";
import { authSessionKey, redeemSignInLink, useAuthSession, useSignOut, wantedPath } from "./auth-api";
import { AccessDeniedPage, AuthLoading, TokenErrorPage } from "./auth-status-pages";
import { authErrorText, SignInPage } from "./sign-in-page";

/**
 * Reads a sign-in link's token carried in the URL fragment. Pure: React may render (and run state
 * initialisers) more than once before it commits, e.g. while the admin code loads, so the fragment is
 * removed from the address bar only in an effect (`clearLinkFragment`), never during render.
 */
function readLinkToken(): string | null {
  if (typeof window === "undefined") return null;
  const match = new RegExp(`^#${signInLinkFragment}=([A-Za-z0-9_.-]+)$`).exec(window.location.hash);
  return match?.[1] ?? null;
}

function clearLinkFragment() {
  window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
}

/**
 * The admin area's guard, in the spec's order (admin.md §2): loading; not signed in → /admin,
 * remembering the wanted path; token error; access denied; the panel.
 */
export function AdminGuard({ children }: { children: (user: SessionUser) => ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const session = useAuthSession();
  const signOut = useSignOut();
  const [linkToken, setLinkToken] = useState(readLinkToken);
  const [redeeming, setRedeeming] = useState(linkToken !== null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState(false);
  const started = useRef<string | null>(null);

  // A link opened in a tab already showing /admin changes only the fragment.
  useEffect(() => {
    const onHashChange = () => {
      const token = readLinkToken();
      if (!token) return;
      clearLinkFragment();
      setLinkError(null);
      setRedeeming(true);
      setLinkToken(token);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  useEffect(() => {
    if (!linkToken || started.current === linkToken) return;
    started.current = linkToken;
    // The token is used once: take it out of the address bar (and of the history) before redeeming it.
    if (readLinkToken() === linkToken) clearLinkFragment();
    redeemSignInLink(linkToken)
      .then(async () => {
        // The session question asked on opening the page went out without the cookie and may still be
        // on its way (a busy server). With no answer cached yet, invalidateQueries would only wait for
        // that stale "signed out" fetch instead of asking again, and the sign-in page would show: drop
        // it first, so the question is asked anew with the cookie.
        await queryClient.cancelQueries({ queryKey: authSessionKey });
        await queryClient.invalidateQueries({ queryKey: authSessionKey });
        navigate(safeAdminReturnPath(wantedPath.take()), { replace: true });
      })
      .catch((error: unknown) => {
        // A link opened while someone is signed in is refused (409); the panel (or Access Denied) stays,
        // so the refusal is said in a toast rather than on the sign-in page (admin.md §5, §8).
        if (error instanceof ApiError && error.status === 409) toast.error(authTexts.alreadySignedIn);
        setLinkError(error instanceof ApiError ? error.message : "Authentication failed");
      })
      .finally(() => setRedeeming(false));
  }, [linkToken, navigate, queryClient]);

  useEffect(() => {
    if (session.data?.state === "token_error") setTokenError(true);
  }, [session.data?.state]);

  if (redeeming || session.isPending) return <AuthLoading />;
  if (session.isError)
    return <AuthLoading label={`Could not check your sign-in: ${session.error.message}. Retrying…`} />;
  const { state, user, oidc } = session.data;
  const atRoot = location.pathname.replace(/\/+$/, "") === "/admin";

  if (tokenError)
    return (
      <TokenErrorPage
        onSignInAgain={() => {
          setTokenError(false);
          void queryClient.invalidateQueries({ queryKey: authSessionKey });
        }}
      />
    );
  if (state !== "signed_in" || !user) {
    if (!atRoot) {
      wantedPath.remember(location.pathname + location.search);
      return <Navigate to="/admin" replace />;
    }
    return <SignInPage oidc={oidc} error={linkError ?? authErrorText(searchParams.get("authError"))} />;
  }
  if (!user.isAdmin) return <AccessDeniedPage onSignOut={() => void signOut()} />;
  return <>{children(user)}</>;
}

/** After an OpenID sign-in the server lands on the wanted path itself; a link sign-in does it above. */
export function useClearWantedPathOnceIn(isAdmin: boolean) {
  useEffect(() => {
    if (isAdmin) wantedPath.take();
  }, [isAdmin]);
}
