// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../../i18n/locale";
import { PageTextsProvider } from "../../i18n/page-texts";
import { pageKn } from "../../i18n/page-texts.kn";
import { kn } from "../../i18n/site-texts.kn";

const place = vi.hoisted(() => ({ approvedReviews: vi.fn(), googlePlace: vi.fn() }));
vi.mock("./google-place", () => place);

const { default: HomeReviewsSection } = await import("./home-reviews-section");

afterEach(cleanup);

const content = {
  placeId: "place-1",
  writeReviewUrl: "https://example.com/review",
  practitionerFirstName: "Asha",
  whatsapp: { number: "910000000000", message: "Hello" },
  manualGoogleReviews: [],
};

describe("the home page's reviews section", () => {
  it("reads in Kannada on a Kannada page, the reviews in their own words, the link to /kn/reviews", async () => {
    place.approvedReviews.mockResolvedValueOnce([
      {
        id: "r1",
        name: "Meera",
        rating: 5,
        comment: "Very good care",
        treatment: null,
        createdAt: "2026-11-26T10:00:00.000Z",
      },
    ]);
    place.googlePlace.mockResolvedValueOnce(null);
    render(
      <LocaleProvider locale="kn" texts={kn}>
        <PageTextsProvider texts={pageKn}>
          <MemoryRouter>
            <HomeReviewsSection content={content} />
          </MemoryRouter>
        </PageTextsProvider>
      </LocaleProvider>,
    );
    expect(screen.getByRole("heading", { name: "ನಮ್ಮ ರೋಗಿಗಳು ಏನು ಹೇಳುತ್ತಾರೆ" })).toBeTruthy();
    expect(await screen.findByText("Very good care")).toBeTruthy();
    // Google's reviews are asked for in the page's language (their age is said in it).
    expect(place.googlePlace).toHaveBeenCalledWith("place-1", "kn");
    expect(screen.getByRole("tab", { name: "ವೆಬ್‌ಸೈಟ್ ಅಭಿಪ್ರಾಯಗಳು (1)" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(pageKn.reviews.googleFailed);
    expect(screen.getByTestId("carousel-counter").textContent).toBe("1 ಅಭಿಪ್ರಾಯಗಳಲ್ಲಿ 1");
    expect(screen.getByText("ಗುರು, 26 ನವೆಂ 2026")).toBeTruthy();
    expect(screen.getByRole("link", { name: "ವೆಬ್‌ಸೈಟ್‌ನಲ್ಲಿ ಅಭಿಪ್ರಾಯ ಬರೆಯಿರಿ" }).getAttribute("href")).toBe(
      "/kn/reviews",
    );
  });
});
