/**
 * The web build cannot know the address the site will be served from, so absolute URLs in the
 * prerendered pages (canonical, Open Graph, structured data) are written with this placeholder origin.
 * The server replaces it with PUBLIC_URL's origin when it loads the build, before it computes the
 * Content-Security-Policy hashes of the pages' inline scripts
 * (docs/decisions/0011-public-url-filled-at-serve-time.md).
 */
export const PUBLIC_ORIGIN_PLACEHOLDER = "https://public-origin.invalid";
