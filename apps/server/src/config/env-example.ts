import { settings } from "./env-schema";

/**
 * The text of `.env.example`: every setting with its default and meaning, written from
 * the settings table so the two cannot drift (`npm run env:example` rewrites the file;
 * a unit test fails when it is stale).
 */
export function renderEnvExample(): string {
  const lines = [
    "# Settings of the clinic site. Every one is optional: the defaults run the site with no accounts.",
    "# Copy to .env (read at start; a variable set in the environment wins) and uncomment what you change.",
    "# What lives where: docs/operations.md. Day-to-day settings (price, hours...) are in the admin panel.",
    "",
  ];
  for (const [name, setting] of Object.entries(settings)) {
    lines.push(`# ${setting.meaning}`);
    lines.push(setting.default === undefined ? `# ${name}=` : `# ${name}=${setting.default}`);
    lines.push("");
  }
  return lines.join("\n");
}
