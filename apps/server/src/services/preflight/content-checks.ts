import type { PreflightCheck } from "@clinic/contract/preflight";
import { placeholderClinic } from "@clinic/contract/preflight";
import type { PreflightGroup } from "./preflight-input";

const contentFile = "apps/web/src/content/clinic.ts";
/** The clinic block the build writes into each prerendered page (features/seo/clinic-structured-data.tsx). */
const structuredData =
  /<script id="clinic-structured-data" type="application\/ld\+json">([\s\S]*?)<\/script>/;
/** Domains reserved for examples (RFC 2606): nobody reads mail there. */
const exampleDomain = /(^|\.)example(\.(com|org|net))?$/i;

/**
 * Whether the site still shows the specification's placeholder clinic. Read from what the site
 * serves, the built pages (the server never imports the web app's content file): the clinic's
 * structured data (name, phone, email) and, for the Google place id, the pages' text.
 */
export const contentChecks: PreflightGroup = async ({ builtPages }) => {
  const id = "clinic-content";
  if (!builtPages || builtPages.length === 0)
    return [
      {
        id,
        level: "warn",
        title: "the web app is not built, so the clinic's content could not be checked",
        action: "npm run build, then check again",
      },
    ];
  const clinic = clinicBlock(builtPages);
  const left: string[] = [];
  if (clinic.name === placeholderClinic.name) left.push(`name "${clinic.name}"`);
  if (clinic.telephone === placeholderClinic.phoneE164) left.push(`phone ${clinic.telephone}`);
  const domain = String(clinic.email ?? "").split("@")[1] ?? "";
  if (clinic.email === placeholderClinic.email || exampleDomain.test(domain))
    left.push(`email ${clinic.email}`);
  if (builtPages.some((html) => html.includes(placeholderClinic.placeId))) left.push("Google place id");
  const check: PreflightCheck =
    left.length > 0
      ? {
          id,
          level: "blocks",
          title: `the site still shows the placeholder clinic: ${left.join(", ")}`,
          action: `put your clinic's details in ${contentFile}, then npm start (it rebuilds)`,
        }
      : { id, level: "ok", title: `the site shows ${String(clinic.name)}`, action: "" };
  return [check];
};

function clinicBlock(pages: string[]): Record<string, unknown> {
  for (const html of pages) {
    const json = structuredData.exec(html)?.[1];
    if (!json) continue;
    try {
      return JSON.parse(json) as Record<string, unknown>;
    } catch {}
  }
  return {};
}
