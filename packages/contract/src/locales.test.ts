import { describe, expect, it } from "vitest";
import { languageAlternates, localeOfPath, localeOr, pathInLocale, pathWithoutLocale } from "./locales";

describe("a page's language from its path (issue 33)", () => {
  it("reads the first segment: /hi and /kn, anything else English", () => {
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/about-us")).toBe("en");
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/kn/book-consultation")).toBe("kn");
    expect(localeOfPath("/hindi")).toBe("en");
    expect(localeOfPath("/en/about-us")).toBe("en");
  });

  it("takes a stored language as it is, and anything else (missing, old, misspelt) as English", () => {
    expect(localeOr("kn")).toBe("kn");
    expect(localeOr("hi")).toBe("hi");
    expect(localeOr(undefined)).toBe("en");
    expect(localeOr(null)).toBe("en");
    expect(localeOr("ta")).toBe("en");
    expect(localeOr("KN")).toBe("en");
  });

  it("moves a page between languages, keeping the page", () => {
    expect(pathInLocale("/about-us", "hi")).toBe("/hi/about-us");
    expect(pathInLocale("/", "kn")).toBe("/kn");
    expect(pathInLocale("/kn/book", "hi")).toBe("/hi/book");
    expect(pathInLocale("/hi/book", "en")).toBe("/book");
    expect(pathInLocale("/hi", "en")).toBe("/");
    expect(pathWithoutLocale("/kn/manage/abc")).toBe("/manage/abc");
  });

  it("lists the alternates of every language and x-default, absolute", () => {
    expect(languageAlternates("/kn/about-us", "https://clinic.example")).toEqual([
      { hreflang: "en", href: "https://clinic.example/about-us" },
      { hreflang: "hi", href: "https://clinic.example/hi/about-us" },
      { hreflang: "kn", href: "https://clinic.example/kn/about-us" },
      { hreflang: "x-default", href: "https://clinic.example/about-us" },
    ]);
  });
});
