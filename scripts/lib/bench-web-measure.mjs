// bench-web.mjs's measures of a page's files and marks, apart from its runs and tables.
import { get } from "node:http";

/** Set by apps/web/src/features/reviews/home-reviews-slot.tsx when the home reviews section starts loading. */
const homeReviewsLoadMark = "home-reviews:load";

/**
 * Sum of the bodies the server sends for these URLs (raw bytes, not decoded) to a client accepting these
 * encodings: gzip, the budgets' measure, or a browser's "gzip, deflate, br", which gets the build's brotli
 * copies where there are some and gzip elsewhere (decision 0112).
 */
export async function gzippedBytes(urls, encoding = "gzip") {
  let total = 0;
  for (const url of urls) {
    total += await new Promise((resolve, reject) => {
      get(url, { headers: { "accept-encoding": encoding } }, (res) => {
        let size = 0;
        res.on("data", (chunk) => {
          size += chunk.length;
        });
        res.on("end", () => resolve(size));
      }).on("error", reject);
    });
  }
  return total;
}

/**
 * When the home reviews section began to load (ms), on the clock of the requests' times, or undefined when it
 * did not. Lighthouse counts request times from the first request and user-timing marks from the navigation's
 * start, a millisecond or two earlier: a script requested just after the mark would otherwise look earlier.
 */
export function homeReviewsLoadAt(audits) {
  const mark = (audits["user-timings"]?.details?.items ?? []).find(
    (item) => item.name === homeReviewsLoadMark,
  );
  const networkStart = audits["network-requests"]?.details?.debugData?.networkStartTimeTs;
  const navigationStart = audits.metrics?.details?.items?.[0]?.observedNavigationStartTs;
  const offsetMs =
    networkStart !== undefined && navigationStart !== undefined ? (networkStart - navigationStart) / 1000 : 0;
  return mark === undefined ? undefined : mark.startTime - offsetMs;
}

export function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}

export function pad(value, width) {
  return String(value).padEnd(width);
}
