import { type PrivacyNotice, privacyNoticeSchema } from "@clinic/contract/privacy-notice";
import type { WebBuild } from "./web-build";

/** Where the web build writes the content file's privacy notice (apps/web/vite.config.ts, decision 0100). */
export const privacyNoticePath = "/content/privacy-notice.json";

/**
 * The privacy notice of the web build, read and checked once at start: the clinic writes it in its
 * content file, the build fills it in and writes it as JSON (the server never imports the web app).
 * Undefined without a web build, or with a build older than the notice (the API alone: development,
 * server tests; `npm start` rebuilds first): bookings' versions are then not checked (decision 0100). A
 * notice the contract refuses stops the start with a message naming the field.
 */
export function loadPrivacyNotice(build: WebBuild | undefined): PrivacyNotice | undefined {
  const file = build?.file(privacyNoticePath);
  if (!file) return undefined;
  return parsePrivacyNotice(new TextDecoder().decode(file.body));
}

/** The notice in JSON text, checked by the contract; throws one error naming every bad field. */
export function parsePrivacyNotice(text: string): PrivacyNotice {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(
      `The web build's ${privacyNoticePath.slice(1)} is not valid JSON. Run \`npm run build\`.`,
    );
  }
  const result = privacyNoticeSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join(".") || "(notice)"}: ${i.message}`);
  throw new Error(
    `The web build's ${privacyNoticePath.slice(1)} has ${problems.length} problem(s):\n  ${problems.join("\n  ")}`,
  );
}
