import { escapeHtml } from "@clinic/contract/html-text";

/**
 * GET /api/docs: a plain reference page rendered on the server from /api/openapi.json.
 * No script and no third-party assets (the CSP stays strict and nothing leaves the site):
 * the security schemes, and each operation with its summary, the credentials it takes, its parameters,
 * request body and answers (the refusals with the error envelope) as JSON Schema.
 */
type Operation = {
  summary?: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, { description?: string; content?: unknown }>;
  security?: Array<Record<string, string[]>>;
};
type OpenApiDocument = {
  info: { title: string; version: string; description?: string };
  paths?: object;
  components?: { securitySchemes?: Record<string, { description?: string }> };
};

/** An operation's credentials: alternatives joined by "or", a pair's parts by "and" ({} is none). */
const credentials = (security: Operation["security"]) =>
  security === undefined
    ? ""
    : `<p>Credentials: ${security
        .map(
          (alt) =>
            Object.keys(alt)
              .map((s) => `<code>${escapeHtml(s)}</code>`)
              .join(" and ") || "none",
        )
        .join(" or ")}</p>`;

const block = (title: string, value: unknown) =>
  value === undefined ? "" : `<h4>${title}</h4><pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

export function renderApiDocs(doc: OpenApiDocument): string {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  const operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const responses = Object.entries(op.responses ?? {})
        .map(([status, r]) => block(`${status} ${escapeHtml(r.description ?? "")}`, r.content))
        .join("");
      return `<section><h3><code>${method.toUpperCase()} ${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary ?? "")}</p>${op.description ? `<p>${escapeHtml(op.description)}</p>` : ""}${credentials(op.security)}
${block("Parameters", op.parameters)}${block("Request body", op.requestBody)}${responses}</section>`;
    }),
  );
  const schemes = Object.entries(doc.components?.securitySchemes ?? {})
    .map(([name, scheme]) => `<h3><code>${escapeHtml(name)}</code></h3>${block("Scheme", scheme)}`)
    .join("\n");
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(doc.info.title)} reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1e293b}
section{border-top:1px solid #cbd5e1;padding:.5rem 0}pre{background:#f1f5f9;padding:.75rem;overflow:auto;font-size:13px}</style></head>
<body><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${doc.info.description ? `<h2>Conventions</h2><pre>${escapeHtml(doc.info.description)}</pre>` : ""}
${schemes ? `<h2>Credentials</h2>${schemes}` : ""}
<h2>Operations</h2>${operations.join("\n")}</body></html>`;
}
