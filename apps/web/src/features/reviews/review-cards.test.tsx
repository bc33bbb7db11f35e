// @vitest-environment happy-dom
import type { Locale } from "@clinic/contract/locales";
import type { GoogleReview } from "@clinic/contract/reviews";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../../i18n/locale";
import { PageTextsProvider } from "../../i18n/page-texts";
import { pageEn } from "../../i18n/page-texts.en";
import { pageHi } from "../../i18n/page-texts.hi";
import { pageKn } from "../../i18n/page-texts.kn";
import { en } from "../../i18n/site-texts.en";
import { hi } from "../../i18n/site-texts.hi";
import { kn } from "../../i18n/site-texts.kn";
import { GoogleReviewCard } from "./review-cards";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const texts = { en: [en, pageEn], hi: [hi, pageHi], kn: [kn, pageKn] } as const;

function cardIn(locale: Locale, review: GoogleReview) {
  const [site, page] = texts[locale];
  render(
    <LocaleProvider locale={locale} texts={site}>
      <PageTextsProvider texts={page}>
        <GoogleReviewCard review={review} />
      </PageTextsProvider>
    </LocaleProvider>,
  );
}

// Written on 1 Oct 2026; read on 5 Dec 2026: two months before.
const review: GoogleReview = {
  author_name: "Meena",
  rating: 5,
  text: "Kind and careful.",
  relative_time_description: "2 months ago",
  time: Date.parse("2026-10-01T12:00:00Z") / 1000,
};

describe("a Google review's age", () => {
  it("is Google's own words on an English page", () => {
    vi.useFakeTimers({ now: new Date("2026-12-05T12:00:00Z"), toFake: ["Date"] });
    cardIn("en", review);
    expect(screen.getByText("2 months ago")).toBeTruthy();
  });

  it("is said in Hindi and in Kannada from the review's time, not Google's English", () => {
    vi.useFakeTimers({ now: new Date("2026-12-05T12:00:00Z"), toFake: ["Date"] });
    cardIn("hi", review);
    expect(screen.getByText("2 माह पहले")).toBeTruthy();
    cleanup();
    cardIn("kn", review);
    expect(screen.getByText("2 ತಿಂಗಳುಗಳ ಹಿಂದೆ")).toBeTruthy();
    expect(screen.queryByText("2 months ago")).toBeNull();
  });

  it("falls back to Google's words when a review has no time (a review the clinic added by hand)", () => {
    cardIn("kn", { ...review, time: undefined });
    expect(screen.getByText("2 months ago")).toBeTruthy();
  });
});
