import type { CaptchaProviderName } from "@clinic/contract/captcha";
import type { CaptchaConfig } from "@clinic/contract/reviews";
import {
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { useBookingTexts } from "../../i18n/booking";
import type { BookingLaterTexts } from "../../i18n/booking-later-texts.en";
import { useLocale } from "../../i18n/locale";
import { loadCaptchaConfig, loadScript } from "./captcha-config";

/** The robot check's words in the page's language (issue 33), ALTCHA's own strings among them. */
type CaptchaWords = BookingLaterTexts["captcha"];

export type CaptchaHandle = { reset(): void };

/** A robot-check result: the token and which provider issued it (null: not verified). */
export type CaptchaChange = (token: string | null, provider: CaptchaProviderName) => void;

type Props = {
  onChange: CaptchaChange;
  /** The reCAPTCHA / Turnstile action: `review` or `book_submit` (the server checks it). */
  action: string;
  ref?: Ref<CaptchaHandle>;
};

/**
 * The robot check of the review and booking forms, as chosen by the server (CAPTCHA_PROVIDER):
 * the self-hosted ALTCHA widget by default (no third party), or reCAPTCHA v3 or Cloudflare
 * Turnstile with the site key the server gives (their scripts load only then, decision 0056).
 * `data-ready="true"` on the wrapper says the widget can be used; `reset()` clears it after a
 * failed submit.
 */
export function CaptchaWidget({ onChange, action, ref }: Props) {
  const locale = useLocale();
  const { say: _, ...words } = useBookingTexts("captcha");
  const [config, setConfig] = useState<CaptchaConfig | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadCaptchaConfig().then((c) => {
      if (!cancelled) setConfig(c);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  if (!config) return <CaptchaFrame provider="" ready={false} loading={words.frameLoading} />;
  if (
    (config.provider === "recaptcha" || config.provider === "turnstile") &&
    config.siteKey &&
    config.scriptUrl
  )
    return (
      <ScriptCaptcha
        provider={config.provider}
        siteKey={config.siteKey}
        scriptUrl={config.scriptUrl}
        action={action}
        onChange={onChange}
        ref={ref}
        words={words}
      />
    );
  if (config.provider !== "altcha")
    return (
      <CaptchaFrame provider={config.provider} ready={false}>
        <p className="text-sm text-slate-800">{words.notSetUp}</p>
      </CaptchaFrame>
    );
  return <AltchaCaptcha onChange={onChange} ref={ref} language={locale} words={words} />;
}

function CaptchaFrame({
  provider,
  ready,
  loading,
  children,
}: {
  provider: string;
  ready: boolean;
  /** While loading, what the frame says instead of its children. */
  loading?: string | false;
  children?: ReactNode;
}) {
  return (
    <div
      className="min-h-16"
      data-testid="captcha"
      data-provider={provider}
      data-ready={ready ? "true" : "false"}
    >
      {loading ? <p className="text-sm text-slate-600">{loading}</p> : children}
    </div>
  );
}

type WidgetElement = HTMLElement & { reset?: () => void };

/**
 * ALTCHA. Its listeners are attached in the element's ref callback, in the same commit that inserts
 * the element and before the web component mounts (its `connectedCallback` waits a microtask), so
 * neither its `load` event nor an early `statechange` can be missed.
 */
function AltchaCaptcha({
  onChange,
  ref,
  language,
  words,
}: {
  onChange: CaptchaChange;
  ref?: Ref<CaptchaHandle>;
  language: string;
  words: CaptchaWords;
}) {
  const element = useRef<WidgetElement | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [mounted, setMounted] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const wordsRef = useRef(words);
  wordsRef.current = words;

  useImperativeHandle(ref, () => ({
    reset() {
      element.current?.reset?.();
      onChangeRef.current(null, "altcha");
    },
  }));

  useEffect(() => {
    let cancelled = false;
    void import("altcha").then(() => {
      // ALTCHA ships English (and a Hindi we do not use): the page's own words are registered under
      // its language before the widget renders, so Hindi and Kannada read as the rest of the form.
      if (language !== "en") altchaStrings(language, wordsRef.current);
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [language]);

  const attach = useCallback((node: WidgetElement | null) => {
    element.current = node;
    if (!node) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(detail?.state === "verified" && detail.payload ? detail.payload : null, "altcha");
    };
    const onLoad = () => setMounted(true);
    node.addEventListener("statechange", onState);
    node.addEventListener("load", onLoad);
    return () => {
      node.removeEventListener("statechange", onState);
      node.removeEventListener("load", onLoad);
      element.current = null;
      setMounted(false);
    };
  }, []);

  return (
    <CaptchaFrame provider="altcha" ready={mounted} loading={!loaded && words.frameLoading}>
      <altcha-widget ref={attach} challenge="/api/captcha/challenge" name="captcha" language={language} />
    </CaptchaFrame>
  );
}

type Grecaptcha = {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};
type Turnstile = {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      action: string;
      callback(token: string): void;
      "expired-callback"(): void;
      "error-callback"(): void;
    },
  ): string;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    turnstile?: Turnstile;
  }
}

/** reCAPTCHA v3 tokens live two minutes: a fresh one is asked for before then. */
const recaptchaRefreshMs = 100_000;

/**
 * reCAPTCHA v3 (invisible: a token is fetched when the form opens, refreshed before it expires
 * and after a failed submit) or Turnstile (its widget, rendered explicitly in our container).
 */
function ScriptCaptcha({
  provider,
  siteKey,
  scriptUrl,
  action,
  onChange,
  ref,
  words,
}: {
  provider: "recaptcha" | "turnstile";
  siteKey: string;
  scriptUrl: string;
  action: string;
  onChange: CaptchaChange;
  ref?: Ref<CaptchaHandle>;
  words: CaptchaWords;
}) {
  const container = useRef<HTMLDivElement | null>(null);
  const widgetId = useRef<string | null>(null);
  const refresh = useRef<() => void>(() => undefined);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      onChangeRef.current(null, provider);
      refresh.current();
    },
  }));

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setInterval> | undefined;
    const report = (token: string | null) => {
      if (!cancelled) onChangeRef.current(token, provider);
    };
    const src =
      provider === "recaptcha"
        ? `${scriptUrl}${scriptUrl.includes("?") ? "&" : "?"}render=${encodeURIComponent(siteKey)}`
        : `${scriptUrl}${scriptUrl.includes("?") ? "&" : "?"}render=explicit`;
    loadScript(src)
      .then(() => {
        if (cancelled) return;
        if (provider === "recaptcha") {
          const g = window.grecaptcha;
          if (!g) throw new Error("reCAPTCHA did not load");
          const fetchToken = () =>
            g.ready(() => {
              g.execute(siteKey, { action }).then(report, () => report(null));
            });
          refresh.current = fetchToken;
          fetchToken();
          timer = setInterval(fetchToken, recaptchaRefreshMs);
          setReady(true);
          return;
        }
        const t = window.turnstile;
        if (!t || !container.current) throw new Error("Turnstile did not load");
        widgetId.current = t.render(container.current, {
          sitekey: siteKey,
          action,
          callback: (token) => report(token),
          "expired-callback": () => report(null),
          "error-callback": () => report(null),
        });
        refresh.current = () => {
          if (widgetId.current) t.reset(widgetId.current);
        };
        setReady(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (timer) clearInterval(timer);
      if (provider === "turnstile" && widgetId.current) window.turnstile?.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [provider, siteKey, scriptUrl, action]);

  return (
    <CaptchaFrame provider={provider} ready={ready}>
      <div ref={container} />
      {provider === "recaptcha" && (
        <p className="text-sm text-slate-700">
          {words.recaptchaBefore}{" "}
          <a
            className="underline"
            href="https://policies.google.com/privacy"
            target="_blank"
            rel="noreferrer"
          >
            {words.recaptchaPrivacy}
          </a>{" "}
          {words.recaptchaAnd}{" "}
          <a className="underline" href="https://policies.google.com/terms" target="_blank" rel="noreferrer">
            {words.recaptchaTerms}
          </a>{" "}
          {words.recaptchaAfter}
        </p>
      )}
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {words.loadFailed}
        </p>
      )}
    </CaptchaFrame>
  );
}

/** The strings ALTCHA's widget shows, by its own names. */
const altchaKeys = [
  "ariaLinkLabel",
  "cancel",
  "enterCode",
  "enterCodeAria",
  "enterCodeFromImage",
  "error",
  "expired",
  "footer",
  "getAudioChallenge",
  "label",
  "loading",
  "reload",
  "verify",
  "verificationRequired",
  "verified",
  "verifying",
  "waitAlert",
] as const satisfies readonly (keyof CaptchaWords)[];

/** ALTCHA's strings for `language` in its global registry (its widget looks them up by its `language`). */
function altchaStrings(language: string, words: CaptchaWords): void {
  const altcha = Object.fromEntries(altchaKeys.map((key) => [key, words[key]]));
  const registry = (globalThis as { $altcha?: { i18n?: { set(code: string, strings: object): void } } })
    .$altcha;
  registry?.i18n?.set(language, altcha);
}
