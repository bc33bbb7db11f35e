import { type IntakeForm, intakeFormSchema } from "@clinic/contract/intake-form";
import type { WebBuild } from "./web-build";

/**
 * The intake form's questions, as the web build wrote them from the content file
 * (`build/client/content/intake-form.json`, vite.config.ts' `clinicContent()`): the server never imports
 * the web app. Undefined for a build without the file (an older build; the intake routes are then not
 * mounted); a file that does not match the contract stops the server with a message saying so.
 */
export const intakeFormPath = "/content/intake-form.json";

export function intakeFormContent(build: WebBuild | undefined): IntakeForm | undefined {
  const file = build?.file(intakeFormPath);
  if (!file) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(file.body));
  } catch {
    throw new Error(
      `The web build's ${intakeFormPath} is not JSON. Build the web app again (npm run build).`,
    );
  }
  const parsed = intakeFormSchema.safeParse(data);
  if (!parsed.success)
    throw new Error(
      `The web build's ${intakeFormPath} is not a valid intake form:\n  ${parsed.error.issues
        .map((i) => `${i.path.join(".") || "(form)"}: ${i.message}`)
        .join("\n  ")}`,
    );
  return parsed.data;
}
