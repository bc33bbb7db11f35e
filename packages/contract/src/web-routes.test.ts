import { describe, expect, it } from "vitest";
import {
  isKnownWebRoute,
  isPrivateWebRoute,
  localizedPublicPagePaths,
  needsOwnDocument,
  notFoundPagePathFor,
} from "./web-routes";

describe("isKnownWebRoute", () => {
  it.each([
    "/",
    "/about-us",
    "/book",
    "/book-consultation",
    "/success/abc123",
    "/admin",
    "/admin/slots",
    "/admin/patients",
    "/admin/patients/p-1",
    "/reviews/",
    "/hi",
    "/hi/",
    "/kn/about-us",
    "/hi/book-consultation",
    "/kn/manage/abc123",
    "/hi/success/abc123",
    "/pay/pl_abc",
    "/kn/pay/pl_abc",
    "/admin/packages",
  ])("knows %s", (path) => expect(isKnownWebRoute(path)).toBe(true));

  it.each([
    "/no-such-page",
    "/success",
    "/success/",
    "/success/a/b",
    "/admin/nope",
    "/about-us/extra",
    "/admin/patients/a/b",
    "/hi/admin",
    "/kn/admin/slots",
    "/ta/about-us",
    "/hi/hi/about-us",
    "/pay",
    "/pay/a/b",
  ])("does not know %s", (path) => expect(isKnownWebRoute(path)).toBe(false));

  it("lists every public page in the three languages (issue 33)", () => {
    expect(localizedPublicPagePaths).toContain("/hi");
    expect(localizedPublicPagePaths).toContain("/kn/terms");
    expect(localizedPublicPagePaths).toHaveLength(27);
  });

  it("keeps a language's own 404 page and own-document pages", () => {
    expect(notFoundPagePathFor("/hi/nothing")).toBe("/hi/404");
    expect(notFoundPagePathFor("/nothing")).toBe("/404");
    expect(needsOwnDocument("/kn/book")).toBe(true);
    expect(needsOwnDocument("/kn/about-us")).toBe(false);
  });
});

describe("isPrivateWebRoute", () => {
  it.each([
    "/success/abc",
    "/manage/abc",
    "/hi/manage/abc",
    "/kn/success/abc",
    "/admin",
    "/admin/bookings/",
    "/admin/patients/p-1",
    "/pay/pl_abc",
    "/hi/pay/pl_abc",
  ])("keeps %s private", (path) => expect(isPrivateWebRoute(path)).toBe(true));
  it.each(["/", "/book", "/reviews", "/no-such-page"])("leaves %s public", (path) =>
    expect(isPrivateWebRoute(path)).toBe(false),
  );
});
