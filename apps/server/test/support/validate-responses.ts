import { readDocumentWith } from "./response-validator";

/**
 * The server tests' setup: the typed client validates answers against the document the app serves.
 * Imported when first needed: api-document.ts also loads openapi-typescript, which most files never use.
 */
readDocumentWith(async () => (await import("./api-document")).apiDocument());
