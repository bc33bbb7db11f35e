import { describe, expect, it } from "vitest";
import { testPrivacyNotice } from "../../test/support/privacy-notice-fixture";
import { loadPrivacyNotice, parsePrivacyNotice, privacyNoticePath } from "./privacy-notice-content";
import type { WebBuild, WebFile } from "./web-build";

/** A web build holding only the given files (the loader reads nothing else). */
function buildWith(files: Record<string, string>): WebBuild {
  const file = (urlPath: string): WebFile | undefined => {
    const text = files[urlPath];
    if (text === undefined) return undefined;
    return {
      body: new TextEncoder().encode(text),
      contentType: "application/json",
      etag: '"x"',
      immutable: false,
    };
  };
  return { file } as unknown as WebBuild;
}

describe("the privacy notice of the web build", () => {
  it("is read from content/privacy-notice.json and checked by the contract", () => {
    const build = buildWith({ [privacyNoticePath]: JSON.stringify(testPrivacyNotice) });
    expect(loadPrivacyNotice(build)).toEqual(testPrivacyNotice);
  });

  it("is absent without a web build, or in a build older than the notice", () => {
    expect(loadPrivacyNotice(undefined)).toBeUndefined();
    expect(loadPrivacyNotice(buildWith({}))).toBeUndefined();
  });

  it("stops the start naming every bad field", () => {
    const bad = { ...testPrivacyNotice, version: "has spaces", rights: testPrivacyNotice.rights.slice(1) };
    expect(() => loadPrivacyNotice(buildWith({ [privacyNoticePath]: JSON.stringify(bad) }))).toThrow(
      /content\/privacy-notice\.json has 2 problem\(s\):\n {2}version: must be letters.*\n {2}rights: must explain the right "access"/,
    );
    expect(() => parsePrivacyNotice("{not json")).toThrow(/is not valid JSON/);
  });
});
