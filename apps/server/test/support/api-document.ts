import { drizzle } from "drizzle-orm/node-postgres";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { fullTestApp } from "./full-test-app";

/** Where the generated paths live: the contract, which both the web app and the server's tests may import. */
export const apiPathsFile = new URL("../../../../packages/contract/src/api-paths.ts", import.meta.url);

/**
 * The OpenAPI document the app serves at /api/openapi.json, with every route group mounted. Building the app
 * and describing it queries nothing, so a database that refuses every query (drizzle's mock) is enough:
 * no PostgreSQL is needed to write or check the types.
 */
export async function apiDocument(): Promise<OpenAPI3> {
  const { app } = fullTestApp(drizzle.mock());
  const response = await app.request("/api/openapi.json");
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenAPI3;
}

/** The TypeScript the web client and the test client are typed by (`npm run api:types` writes it). */
export async function renderApiPaths(): Promise<string> {
  const types = astToString(await openapiTS(await apiDocument()));
  return [
    "// Generated from GET /api/openapi.json by `npm run api:types` (decision 0121). Do not edit:",
    "// change the route, then run the script (install and typecheck run it; git ignores this file).",
    "",
    types,
  ].join("\n");
}
