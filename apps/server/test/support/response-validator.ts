import { appendFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";

/**
 * Checks an answer the server tests receive against /api/openapi.json (issue 37): its status is listed
 * for the operation, and a JSON body matches that status's schema. The typed client runs it on every
 * answer, unless VALIDATE_RESPONSES=0 (to see a test's own failure before the document's). With
 * VALIDATE_RESPONSES_REPORT=<file>, each checked answer's operation and status is appended there, to
 * count a run's checks and see which operations the tests reach.
 */

// biome-ignore lint/suspicious/noExplicitAny: the document read loosely.
type Json = any;

/**
 * Whether the typed client validates what it receives: on by default, as every server test file that uses
 * the typed client passed with it (80 files, 1,960 answers of 84 operations checked, on 2026-12-03).
 */
export const responsesValidated = () => process.env.VALIDATE_RESPONSES !== "0";

let document: Promise<Json> | undefined;
let documentSource: (() => Promise<Json>) | undefined;

/**
 * Where the document comes from: the server project's setup file (validate-responses.ts) hands over
 * `apiDocument`, which builds the full app; imported here, it would close a cycle through the test apps.
 */
export function readDocumentWith(source: () => Promise<Json>) {
  documentSource = source;
}
// Formats (date, email, uuid) are the request's concern here; unknown keywords (OpenAPI's) are allowed.
const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
const compiled = new Map<string, ValidateFunction>();
let checked = 0;

/** How many answers were checked in this worker. */
export const checkedResponses = () => checked;

/** Why the answer does not match the document, or undefined when it does. */
export async function responseMismatch(
  method: string,
  schemaPath: string,
  response: Response,
): Promise<string | undefined> {
  if (!documentSource) throw new Error("No API document to validate against: see readDocumentWith");
  document ??= documentSource();
  const doc = await document;
  const name = `${method.toUpperCase()} ${schemaPath}`;
  const op = doc.paths?.[schemaPath]?.[method.toLowerCase()];
  if (!op) return `${name} is not in the document`;
  checked += 1;
  const status = String(response.status);
  const report = process.env.VALIDATE_RESPONSES_REPORT;
  if (report) appendFileSync(report, `${name} ${status}\n`);
  const listed = op.responses?.[status] ?? op.responses?.[`${status[0]}XX`] ?? op.responses?.default;
  if (!listed)
    return `${name} answered ${status}, which the document does not list (it lists ${Object.keys(op.responses ?? {}).join(", ")})`;
  const type = (response.headers.get("content-type") ?? "").split(";")[0]?.trim() ?? "";
  const content = listed.content as Record<string, { schema?: Json }> | undefined;
  if (!content || response.status === 204 || response.status === 304) return undefined;
  if (!type) return undefined;
  if (!(type in content))
    return `${name} answered ${status} as ${type}, where the document says ${Object.keys(content).join(", ")}`;
  const schema = content[type]?.schema;
  if (!schema || type !== "application/json") return undefined;
  const key = `${name} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  const body = await response.clone().json();
  if (validate(body)) return undefined;
  const [first] = validate.errors ?? [];
  return `${name} answered ${status} with a body the document's schema refuses: ${first?.instancePath || "/"} ${first?.message} (${JSON.stringify(first?.params)})`;
}
