import {
  type AuthErrorCode,
  authErrorCodes,
  authErrorMessages,
  authTexts,
  type SignInLinkRequest,
  signInLinkRequestSchema,
} from "@clinic/contract/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { buttonStyles } from "../../components/ui/button-styles";
import { clinic } from "../../content/clinic";
import { ApiError } from "../../lib/api-client";
import { requestSignInLink, wantedPath } from "./auth-api";

type SignInPageProps = {
  oidc: { enabled: boolean; buttonLabel: string };
  /** From `?authError=` after a failed OpenID sign-in, or a refused sign-in link. */
  error: string | null;
};

export function authErrorText(code: string | null): string | null {
  if (!code) return null;
  return (authErrorCodes as readonly string[]).includes(code)
    ? authErrorMessages[code as AuthErrorCode]
    : authErrorMessages.failed;
}

/** Under the disabled OpenID button: why it is off and how to turn it on (README, "Connecting Google sign-in"). */
export const oidcNotConfiguredHint =
  "Google sign-in is not set up on this server. To turn it on, set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET and restart; until then, use an emailed sign-in link below.";

/** /admin when nobody is signed in (admin.md §2 sign-in page). */
export function SignInPage({ oidc, error }: SignInPageProps) {
  const emailId = useId();
  const hintId = useId();
  const oidcHintId = useId();
  // The contract's `signInLinkRequestSchema`, the one POST /api/auth/link checks with. Checked on
  // submit only; typing clears the error (below) rather than re-checking half an address.
  const { register, handleSubmit, formState, clearErrors } = useForm<SignInLinkRequest>({
    resolver: zodResolver(signInLinkRequestSchema),
    defaultValues: { email: "" },
    reValidateMode: "onSubmit",
  });
  const fieldError = formState.errors.email?.message;
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const returnTo = wantedPath.peek() ?? "/admin";

  // An earlier answer goes as soon as the address is submitted again, valid or not.
  const clearAnswer = () => {
    setSent(null);
    setFailure(null);
  };
  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestSignInLink(email);
      setSent("If this address may sign in, a sign-in link is on its way. It works once, within 15 minutes.");
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : authTexts.failedLogin);
    }
  });

  return (
    <main id="main-content" className="flex min-h-dvh items-center justify-center bg-slate-50 p-6">
      <section className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold text-brand-800">{clinic.name}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Admin sign-in</h1>
        <p className="mt-2 text-slate-700">For the clinic's staff.</p>
        {error ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
            {error}
          </p>
        ) : null}
        {/*
          The spec's 'Sign in with Google' button, always there. It navigates to the server's start URL
          (not a form submission: the CSP's form-action 'self' would stop the redirect to the provider).
          Without an OpenID provider configured it is disabled and says how to turn it on.
        */}
        <button
          type="button"
          disabled={!oidc.enabled}
          aria-describedby={oidc.enabled ? undefined : oidcHintId}
          onClick={() =>
            window.location.assign(`/api/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`)
          }
          className={`${buttonStyles.primary} mt-6 w-full`}
        >
          {oidc.buttonLabel}
        </button>
        {oidc.enabled ? null : (
          <p id={oidcHintId} className="mt-2 text-sm text-slate-700">
            {oidcNotConfiguredHint}
          </p>
        )}
        <form
          onSubmit={(event) => {
            clearAnswer();
            return submit(event);
          }}
          noValidate
          className="mt-6 border-t border-slate-200 pt-6"
        >
          <h2 className="text-lg font-semibold text-slate-900">{authTexts.emailMeLink}</h2>
          <p id={hintId} className="mt-1 text-sm text-slate-700">
            We email a link that signs you in once, within 15 minutes.
          </p>
          <label htmlFor={emailId} className="mt-4 block font-medium text-slate-900">
            Email address
          </label>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            {...register("email", { onChange: () => clearErrors("email") })}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${hintId} ${emailId}-error` : hintId}
            className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 py-2 text-base"
          />
          {fieldError ? (
            <p id={`${emailId}-error`} className="mt-1 text-sm text-red-700">
              {fieldError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={formState.isSubmitting}
            className={`${oidc.enabled ? buttonStyles.secondary : buttonStyles.primary} mt-4 w-full`}
          >
            {formState.isSubmitting ? "Sending…" : authTexts.emailMeLink}
          </button>
          <div aria-live="polite" className="mt-3">
            {sent ? <p className="text-slate-800">{sent}</p> : null}
            {failure ? <p className="text-red-700">{failure}</p> : null}
          </div>
        </form>
      </section>
    </main>
  );
}
