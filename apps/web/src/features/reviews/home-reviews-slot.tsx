import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { ReviewsContent } from "./reviews-content";

const HomeReviewsSection = lazy(() => import("./home-reviews-section"));

/**
 * The user-timing mark set when the section starts loading: `bench:web` counts the scripts requested
 * before it as the home page's first load, and reports the section's own after it (decision 0028).
 */
export const homeReviewsLoadMark = "home-reviews:load";

/** How long the section waits for the browser to be idle after the page's load event, at most. */
const idleTimeoutMs = 1000;

/**
 * Calls `run` once the page has loaded and the browser is idle (or `idleTimeoutMs` after the load
 * event, whichever comes first). Answers a function that cancels it.
 */
function afterLoadWhenIdle(run: () => void): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      idleHandle = window.requestIdleCallback(run, { timeout: idleTimeoutMs });
    } else {
      timer = setTimeout(run, 50);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Holds the section's place (no layout shift) and loads its code after hydration, once the page has
 * loaded and the browser is idle, or earlier if the section comes near the viewport; the home page's
 * first load does not carry it (decision 0028).
 */
export function HomeReviewsSlot({ content }: { content: ReviewsContent }) {
  const [show, setShow] = useState(false);
  const placeholderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let done = false;
    const reveal = () => {
      if (done) return;
      done = true;
      performance.mark?.(homeReviewsLoadMark);
      setShow(true);
    };
    const cancelIdle = afterLoadWhenIdle(reveal);
    const node = placeholderRef.current;
    let observer: IntersectionObserver | undefined;
    if (node && typeof IntersectionObserver !== "undefined") {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reveal(), {
        rootMargin: "400px 0px",
      });
      observer.observe(node);
    }
    return () => {
      done = true;
      cancelIdle();
      observer?.disconnect();
    };
  }, []);
  const placeholder = <div ref={placeholderRef} className="min-h-[640px] bg-slate-50" aria-hidden="true" />;
  if (!show) return placeholder;
  return (
    <Suspense fallback={<div className="min-h-[640px] bg-slate-50" aria-hidden="true" />}>
      <HomeReviewsSection content={content} />
    </Suspense>
  );
}
