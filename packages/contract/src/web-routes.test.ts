import { describe, expect, it } from "vitest";
import { isKnownWebRoute } from "./web-routes";

describe("isKnownWebRoute", () => {
  it.each([
    "/",
    "/about-us",
    "/book",
    "/book-consultation",
    "/success/abc123",
    "/admin",
    "/admin/slots",
    "/reviews/",
  ])("knows %s", (path) => expect(isKnownWebRoute(path)).toBe(true));

  it.each(["/no-such-page", "/success", "/success/", "/success/a/b", "/admin/nope", "/about-us/extra"])(
    "does not know %s",
    (path) => expect(isKnownWebRoute(path)).toBe(false),
  );
});
