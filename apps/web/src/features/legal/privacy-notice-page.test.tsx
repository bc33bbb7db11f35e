import { catalogueProblems } from "@clinic/contract/messages";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clinic } from "../../content/clinic";
import { clinicIn } from "../../content/clinic-in";
import { bookingConsentHi } from "../../content/clinic-privacy-booking.hi";
import { bookingConsentKn } from "../../content/clinic-privacy-booking.kn";
import { privacyContent } from "../../content/page-content";
import { PrivacyNoticePage } from "./privacy-notice-page";
import { privacyNoticeWords } from "./privacy-notice-words";

/** The page's text as a reader sees it (React's text separators left out). */
const pageText = (locale: "en" | "hi" | "kn") =>
  renderToStaticMarkup(<PrivacyNoticePage page={privacyContent(clinicIn(locale), locale)} />)
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ");

describe("the privacy notice's page", () => {
  it("has its words in every language", () => {
    expect(catalogueProblems("privacyNoticeWords", privacyNoticeWords)).toEqual([]);
  });

  it("in English: the notice's words, and no sentence about a translation", () => {
    const text = pageText("en");
    expect(text).toContain(`Last updated  Fri, 27 Nov 2026  · Version ${clinic.privacyNotice.version}`);
    expect(text).toContain("Who we are");
    expect(text).toContain("Receives: Your name, email address, mobile number and the amount. Why:");
    expect(text).not.toContain(bookingConsentHi.englishApplies);
  });

  it("in Hindi and Kannada: the notice translated, the same version, and the English text the one that applies", () => {
    const hindi = pageText("hi");
    expect(hindi).toContain("गोपनीयता नीति (Privacy Policy)");
    expect(hindi).toContain(`संस्करण (version) ${clinic.privacyNotice.version}`);
    expect(hindi).toContain(bookingConsentHi.englishApplies);
    expect(hindi).toContain("care@healingtouch.example");
    expect(hindi).not.toMatch(/Who we are|Receives:|Last updated/);
    const kannada = pageText("kn");
    expect(kannada).toContain("ಗೌಪ್ಯತಾ ನೀತಿ (Privacy Policy)");
    expect(kannada).toContain(`ಆವೃತ್ತಿ (version) ${clinic.privacyNotice.version}`);
    expect(kannada).toContain(bookingConsentKn.englishApplies);
    expect(kannada).not.toMatch(/Who we are|Receives:|Last updated/);
  });
});
