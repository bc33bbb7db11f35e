import { inEveryLocale, localizedPublicPagePaths } from "@clinic/contract/web-routes";

/**
 * /sitemap.xml and /robots.txt, written for the origin the site is served from (PUBLIC_URL),
 * so they are right wherever the same build is deployed.
 */
export function sitemapXml(publicOrigin: string): string {
  const urls = localizedPublicPagePaths
    .map((path) => `  <url><loc>${escapeXml(`${publicOrigin}${path}`)}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Keeps the admin area, the API and the private booking pages out of search engines. */
export function robotsTxt(publicOrigin: string): string {
  return [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /api",
    ...inEveryLocale(["/success/", "/manage/"]).map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicOrigin}/sitemap.xml`,
    "",
  ].join("\n");
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
