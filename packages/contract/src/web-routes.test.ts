import { describe, expect, it } from "vitest";
import { isKnownWebRoute, isPrivateWebRoute } from "./web-routes";

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
  ])("knows %s", (path) => expect(isKnownWebRoute(path)).toBe(true));

  it.each([
    "/no-such-page",
    "/success",
    "/success/",
    "/success/a/b",
    "/admin/nope",
    "/about-us/extra",
    "/admin/patients/a/b",
  ])("does not know %s", (path) => expect(isKnownWebRoute(path)).toBe(false));
});

describe("isPrivateWebRoute", () => {
  it.each(["/success/abc", "/manage/abc", "/admin", "/admin/bookings/", "/admin/patients/p-1"])(
    "keeps %s private",
    (path) => expect(isPrivateWebRoute(path)).toBe(true),
  );
  it.each(["/", "/book", "/reviews", "/no-such-page"])("leaves %s public", (path) =>
    expect(isPrivateWebRoute(path)).toBe(false),
  );
});
