import { PUBLIC_ORIGIN_PLACEHOLDER } from "@clinic/contract/public-origin";

/**
 * The site's origin for absolute URLs. While prerendering (no window) it is the placeholder that the
 * server replaces with PUBLIC_URL when it loads the build; in the browser it is the page's own origin.
 */
export function siteOrigin(): string {
  return typeof window === "undefined" ? PUBLIC_ORIGIN_PLACEHOLDER : window.location.origin;
}
