import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { apiPathsFile, renderApiPaths } from "./support/api-document";

/**
 * The web client and the typed test client are typed by packages/contract/src/api-paths.ts, generated
 * from the app's OpenAPI document (decision 0121). A route changed without `npm run api:types` fails here.
 */
describe("the generated API paths", () => {
  it("match the document the app serves", async () => {
    const committed = readFileSync(apiPathsFile, "utf8");
    const fresh = await renderApiPaths();
    expect(
      committed === fresh,
      "packages/contract/src/api-paths.ts is stale: run `npm run api:types` and commit it",
    ).toBe(true);
  });
});
