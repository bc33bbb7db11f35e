import { prerender } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Build-time only: with `ssr: false`, React Router calls this to prerender the public routes and the
 * SPA fallback to static HTML. It waits for the whole page (no streaming), which is what static files need.
 * (A custom entry also spares the app a dependency on @react-router/node and isbot.)
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(30_000),
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { status: responseStatusCode, headers: responseHeaders });
}
