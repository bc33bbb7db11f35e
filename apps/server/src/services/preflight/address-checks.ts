import { healthResponseSchema } from "@clinic/contract/health";
import type { PreflightCheck } from "@clinic/contract/preflight";
import { readOperationsNotes } from "../../db/operations-notes-repository";
import type { PreflightGroup } from "./preflight-input";

/** A request through a proxy older than this no longer says anything about today's set-up. */
const proxyNoteDays = 7;
const healthTimeoutMs = 5000;

/** PUBLIC_URL: https, answering as this site, and the proxy in front of it told to the server. */
export const addressChecks: PreflightGroup = async ({ config, db, now, fetch }) => {
  const url = config.PUBLIC_URL;
  const https: PreflightCheck = config.isHttps
    ? { id: "public-url-https", level: "ok", title: `PUBLIC_URL is https (${url})`, action: "" }
    : {
        id: "public-url-https",
        level: "blocks",
        title: `PUBLIC_URL ${url} is not https`,
        action:
          "serve the site over TLS (a reverse proxy: docs/operations.md) and set PUBLIC_URL=https://your-domain",
      };
  // Asked after the others' configuration is known and before the proxy check: through a proxy, this
  // request itself is what notes X-Forwarded-For.
  const reachable = await reachability(url, config.databaseMode, fetch);
  const notes = await readOperationsNotes(db);
  return [https, reachable, proxyCheck(config, notes.untrustedForwardedForAt, now)];
};

async function reachability(
  url: string,
  databaseMode: "embedded" | "external",
  fetchHealth: typeof fetch,
): Promise<PreflightCheck> {
  const id = "public-url-reachable";
  const action = `start the site (npm start) and make ${new URL(url).host} lead to this server (DNS, the reverse proxy)`;
  let answer: Response;
  try {
    answer = await fetchHealth(`${url}/api/health`, {
      signal: AbortSignal.timeout(healthTimeoutMs),
      redirect: "manual",
    });
  } catch (error) {
    const why = (error as Error).name === "TimeoutError" ? "no answer within 5 s" : causeOf(error);
    return { id, level: "blocks", title: `${url} cannot be reached (${why})`, action };
  }
  const health = healthResponseSchema.safeParse(await answer.json().catch(() => undefined));
  if (!answer.ok || !health.success)
    return {
      id,
      level: "blocks",
      title: `${url}/api/health does not answer as this site (HTTP ${answer.status})`,
      action,
    };
  if (health.data.data.database !== databaseMode)
    return {
      id,
      level: "blocks",
      title: `${url} is answered by another clinic server (its database is ${health.data.data.database}, this one's ${databaseMode})`,
      action,
    };
  return { id, level: "ok", title: `${url} answers (version ${health.data.data.version})`, action: "" };
}

function causeOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

function proxyCheck(config: PreflightInputConfig, forwardedAt: Date | undefined, now: Date): PreflightCheck {
  const id = "trust-proxy";
  if (config.TRUST_PROXY > 0)
    return {
      id,
      level: "ok",
      title: `TRUST_PROXY=${config.TRUST_PROXY}: the client address is read from X-Forwarded-For`,
      action: "",
    };
  const action =
    "set TRUST_PROXY=1 (one reverse proxy on this machine; one more for each proxy or CDN in front of it)";
  if (forwardedAt && now.getTime() - forwardedAt.getTime() < proxyNoteDays * 86_400_000)
    return {
      id,
      level: "blocks",
      title: `requests arrive with X-Forwarded-For (last noted ${forwardedAt.toISOString()}) but TRUST_PROXY is 0: every patient shares the proxy's address and its limits`,
      action,
    };
  if (config.isHttps && ["127.0.0.1", "localhost", "::1"].includes(config.HOST))
    return {
      id,
      level: "warn",
      title: `PUBLIC_URL is https and the server listens on ${config.HOST} only, so a proxy is in front, yet TRUST_PROXY is 0`,
      action,
    };
  return { id, level: "ok", title: "no request came through a proxy (TRUST_PROXY=0)", action: "" };
}

type PreflightInputConfig = Parameters<PreflightGroup>[0]["config"];
