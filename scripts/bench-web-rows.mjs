/**
 * bench-all's rows for the public web: Lighthouse per route against its budget, then what the first loads
 * and first visits download (bench-web.mjs's figures). `row(area, figure, measured, budget?, holds?)`
 * adds one row; `holds` is computed here, never typed in.
 */
export function webRows(web, row) {
  for (const r of web.routes) {
    // Issue 3's budget for the public pages; issue 24's for the wizard (bench-web's; issue 6's before).
    const budget = r.budget ?? (r.path === "/book-consultation" ? { performance: 90 } : undefined);
    const measured = `perf ${r.performance}, a11y ${r.accessibility}, bp ${r["best-practices"]}, seo ${r.seo}, LCP ${r.lcpMs} ms, CLS ${r.cls}, TBT ${r.tbtMs} ms`;
    if (!budget) {
      row("web", `Lighthouse mobile \`${r.path}\``, measured);
      continue;
    }
    const checks = [];
    let holds = true;
    for (const key of ["performance", "accessibility", "best-practices", "seo"]) {
      if (budget[key] === undefined) continue;
      checks.push(
        `${{ performance: "perf", accessibility: "a11y", "best-practices": "bp", seo: "seo" }[key]} ≥ ${budget[key]}`,
      );
      if (!(r[key] >= budget[key])) holds = false;
    }
    if (budget.lcpMs !== undefined) {
      checks.push(`LCP ≤ ${budget.lcpMs} ms`);
      if (!(r.lcpMs <= budget.lcpMs)) holds = false;
    }
    if (budget.cls !== undefined) {
      checks.push(`CLS ≤ ${budget.cls}`);
      if (!(r.cls <= budget.cls)) holds = false;
    }
    row("web", `Lighthouse mobile \`${r.path}\``, measured, checks.join(", "), holds);
  }
  const f = web.firstLoad;
  row(
    "web",
    "first load of `/`: JavaScript (gzipped)",
    `${f.jsKb} KB in ${f.jsFiles} files`,
    `≤ ${f.jsBudgetKb} KB`,
    f.jsKb <= f.jsBudgetKb,
  );
  if (f.homeReviewsAtMs !== null && f.homeReviewsAtMs !== undefined)
    row(
      "web",
      "`/` after it is loaded and idle: the reviews section's JavaScript (gzipped; decision 0028)",
      `${f.homeReviewsJsKb} KB in ${f.homeReviewsJsFiles} files, from ${f.homeReviewsAtMs} ms`,
      "—",
      undefined,
    );
  row(
    "web",
    "first load of `/`: CSS (gzipped)",
    `${f.cssKb} KB in ${f.cssFiles} files`,
    `≤ ${f.cssBudgetKb} KB`,
    f.cssKb <= f.cssBudgetKb,
  );
  const w = web.wizardFirstLoad;
  if (w)
    row(
      "web",
      "first load of `/book-consultation`: JavaScript (gzipped, payment provider's script excluded)",
      `${w.jsKb} KB in ${w.jsFiles} files`,
      `≤ ${w.jsBudgetKb} KB`,
      w.jsKb <= w.jsBudgetKb,
    );
  // Issue 24: what a first visit downloads by network idle, and before idle (for `/`, before its reviews section).
  for (const v of web.firstVisits ?? []) {
    row(
      "web",
      `first visit of \`${v.path}\`: JavaScript by network idle (gzipped)`,
      `${v.byIdleJsKb} KB in ${v.byIdleJsFiles} files`,
      `≤ ${v.byIdleJsBudgetKb} KB`,
      v.byIdleJsKb <= v.byIdleJsBudgetKb,
    );
    row(
      "web",
      `first visit of \`${v.path}\`: JavaScript before idle (gzipped)`,
      `${v.beforeIdleJsKb} KB in ${v.beforeIdleJsFiles} files`,
      `≤ ${v.beforeIdleJsBudgetKb} KB`,
      v.beforeIdleJsKb <= v.beforeIdleJsBudgetKb,
    );
    if (v.byIdleJsBrotliKb !== undefined)
      row(
        "web",
        `first visit of \`${v.path}\`: JavaScript by network idle as a browser taking brotli downloads it`,
        `${v.byIdleJsBrotliKb} KB`,
        "—",
        undefined,
      );
    row(
      "web",
      `first visit of \`${v.path}\`: images`,
      `${v.imageKb} KB in ${v.imageFiles} files`,
      "—",
      undefined,
    );
  }
  row(
    "web",
    "first load of `/`: admin or booking-wizard chunks",
    f.forbiddenChunks.length === 0 ? "none" : f.forbiddenChunks.join(", "),
    "none",
    f.forbiddenChunks.length === 0,
  );
}
