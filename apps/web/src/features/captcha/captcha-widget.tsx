import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";

export type CaptchaHandle = { reset(): void };

type WidgetElement = HTMLElement & { reset?: () => void };

/**
 * The robot check: the self-hosted ALTCHA widget (proof of work in the browser; no third party).
 * Reports the payload when verified and null otherwise; `reset()` clears it after a failed submit.
 */
export function CaptchaWidget({
  onChange,
  ref,
}: {
  onChange(token: string | null): void;
  ref?: Ref<CaptchaHandle>;
}) {
  const element = useRef<WidgetElement | null>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useImperativeHandle(ref, () => ({
    reset() {
      element.current?.reset?.();
      onChangeRef.current(null);
    },
  }));

  useEffect(() => {
    let cancelled = false;
    void import("altcha").then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const node = element.current;
    if (!ready || !node) return;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(detail?.state === "verified" && detail.payload ? detail.payload : null);
    };
    node.addEventListener("statechange", listener);
    return () => node.removeEventListener("statechange", listener);
  }, [ready]);

  return (
    <div className="min-h-16" data-testid="captcha">
      {ready ? (
        <altcha-widget
          ref={(node: HTMLElement | null) => {
            element.current = node;
          }}
          challenge="/api/captcha/challenge"
          name="captcha"
        />
      ) : (
        <p className="text-sm text-slate-600">Loading the robot check…</p>
      )}
    </div>
  );
}
