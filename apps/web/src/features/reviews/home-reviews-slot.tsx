import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { ReviewsContent } from "./reviews-content";

const HomeReviewsSection = lazy(() => import("./home-reviews-section"));

/**
 * Holds the section's place (no layout shift) and loads its code only once the page is interactive and
 * the section comes near the viewport, so the home page's first load does not carry it (decision 0028).
 */
export function HomeReviewsSlot({ content }: { content: ReviewsContent }) {
  const [show, setShow] = useState(false);
  const placeholderRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = placeholderRef.current;
    if (!node || typeof IntersectionObserver === "undefined") {
      setShow(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShow(true);
          observer.disconnect();
        }
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  const placeholder = <div ref={placeholderRef} className="min-h-[640px] bg-slate-50" aria-hidden="true" />;
  if (!show) return placeholder;
  return (
    <Suspense fallback={<div className="min-h-[640px] bg-slate-50" aria-hidden="true" />}>
      <HomeReviewsSection content={content} />
    </Suspense>
  );
}
