import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiPathsFile, renderApiPaths } from "./support/api-document";

/**
 * The web client and the typed test client are typed by packages/contract/src/api-paths.ts, generated
 * from the app's OpenAPI document (decision 0121) by `npm run api:types`, which install and typecheck run;
 * git ignores it. A route changed since the file was last written fails here.
 */
describe("the generated API paths", () => {
  it("match the document the app serves", async () => {
    const written = existsSync(apiPathsFile) ? readFileSync(apiPathsFile, "utf8") : "";
    const fresh = await renderApiPaths();
    expect(
      written === fresh,
      "packages/contract/src/api-paths.ts is missing or stale: run `npm run api:types`",
    ).toBe(true);
  });
});
