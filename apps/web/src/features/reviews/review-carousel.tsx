import { type ReactNode, useEffect, useRef, useState } from "react";
import { usePageTexts } from "../../i18n/page-texts";
import { ChevronLeft, ChevronRight } from "./review-icons";

/** The next index, wrapping at both ends (spec §4). */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/**
 * One card at a time, previous/next and dots when there is more than one, the counter 'N of M reviews';
 * arrow keys, Home and End when focused; swipe on touch. The current card is announced politely.
 */
export function ReviewCarousel<T>({
  label,
  items,
  render,
  empty,
}: {
  label: string;
  items: T[];
  render(item: T): ReactNode;
  empty: { title: string; text: string };
}) {
  const text = usePageTexts("reviews");
  const [current, setCurrent] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = items.length;
  const index = wrapIndex(current, count);
  const go = (to: number) => setCurrent(wrapIndex(to, count));
  const slideRef = useRef<HTMLDivElement>(null);
  const handlers = useRef({ key: (_: KeyboardEvent) => {}, swipe: (_: number, __: number) => {} });
  handlers.current = {
    key(event) {
      const moves: Record<string, number> = {
        ArrowLeft: index - 1,
        ArrowRight: index + 1,
        Home: 0,
        End: count - 1,
      };
      const to = moves[event.key];
      if (to === undefined || count < 2) return;
      event.preventDefault();
      go(to);
    },
    swipe(start, end) {
      if (Math.abs(end - start) < 40 || count < 2) return;
      go(end < start ? index + 1 : index - 1);
    },
  };

  // The slide area is focusable and takes the arrow keys and swipes (WAI-ARIA carousel pattern);
  // attached here so the prerendered markup stays plain until the page is interactive.
  useEffect(() => {
    const node = slideRef.current;
    if (!node) return;
    node.tabIndex = 0;
    const onKey = (e: KeyboardEvent) => handlers.current.key(e);
    const onStart = (e: TouchEvent) => {
      touchX.current = e.touches[0]?.clientX ?? null;
    };
    const onEnd = (e: TouchEvent) => {
      const start = touchX.current;
      const end = e.changedTouches[0]?.clientX;
      touchX.current = null;
      if (start !== null && end !== undefined) handlers.current.swipe(start, end);
    };
    node.addEventListener("keydown", onKey);
    node.addEventListener("touchstart", onStart, { passive: true });
    node.addEventListener("touchend", onEnd);
    return () => {
      node.removeEventListener("keydown", onKey);
      node.removeEventListener("touchstart", onStart);
      node.removeEventListener("touchend", onEnd);
    };
  });

  if (count === 0)
    return (
      <div className="flex min-h-[400px] flex-col items-center justify-center rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
        <h3 className="text-xl font-semibold text-slate-900">{empty.title}</h3>
        <p className="mt-2 text-slate-700">{empty.text}</p>
      </div>
    );

  const item = items[index] as T;
  return (
    <section
      aria-roledescription={text.carousel}
      aria-label={label}
      className="flex min-h-[400px] flex-col gap-4"
    >
      <div
        ref={slideRef}
        aria-live="polite"
        aria-atomic="true"
        // A flex column, so that the card fills the carousel's fixed height (a percentage height
        // would not resolve under a min-height): every card is as tall, short or long.
        className="flex flex-1 flex-col rounded-2xl"
        data-testid="carousel-slide"
      >
        {render(item)}
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="carousel-counter">
          {text.say("counter", { n: index + 1, count })}
        </p>
        {count > 1 && (
          <div className="flex items-center gap-2">
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={text.previous}
              className="flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-brand-50"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <ul className="flex items-center">
              {items.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions.
                <li key={i}>
                  <button
                    type="button"
                    onClick={() => go(i)}
                    aria-label={text.say("showReview", { n: i + 1, count })}
                    aria-current={i === index ? "true" : undefined}
                    className="flex size-11 items-center justify-center"
                  >
                    <span
                      aria-hidden="true"
                      className={`block size-2.5 rounded-full ${i === index ? "bg-brand-700" : "bg-slate-400"}`}
                    />
                  </button>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={text.next}
              className="flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-brand-50"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
