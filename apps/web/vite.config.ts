import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig, type Plugin } from "vite";
import { clinic } from "./src/content/clinic.ts";
import { untranslatedContent } from "./src/content/clinic-in.ts";
import { checkClinicContent, clinicContentSchema } from "./src/content/content-schema.ts";
import { checkPhotoFiles, type PhotoOutput, planPhotos } from "./src/content/photo-files.ts";
import type { PhotoMap } from "./src/content/photo-set.ts";
import { filledPrivacyNotice } from "./src/content/privacy-notice-content.ts";

const apiProxyTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000";

// package.json's scripts set VITE_CONFIG_NATIVE_IGNORE_WARNING: Vite 8 lists every extensionless import this
// file reaches as unfit for its native config loader, a future default that cannot load TypeScript on
// Node 20 anyway; the repo imports without extensions throughout.
// @react-router/dev 7 passes Vite's deprecated `envFile: false` to its internal Vite servers and
// Vite >= 8.1 warns about it (remix-run/react-router#15229, fixed in React Router 8). Harmless: drop it
// here. Its two config-loading servers use their own logger, so two such lines still print on build.
const logger = createLogger("warn");
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (message.includes("The `envFile` option is deprecated")) return;
  warn(message, options);
};

/**
 * The modules every public page uses (header, footer, SEO helpers, shared UI), with the small shared files
 * every page loads anyway (React DOM's non-client part, Vite's preload helper): one "site" chunk. Not the
 * inner pages' header, which home does not use (decision 0111). The tiny providers of the words a page
 * gives (its page texts, the booking texts, the clinic's translated words; decision 0127) join it too,
 * rather than travelling as three more files on the wizard's first load.
 */
const sitePattern =
  /\/src\/components\/layout\/(?!page-header\.)|\/src\/components\/ui\/(button-styles|social-icon|new-tab-link|loading-status)\.|\/src\/features\/(seo|contact)\/|\/src\/i18n\/(page-texts|booking)\.tsx$|\/src\/i18n\/clinic-words\.tsx$|\/contract\/src\/public-origin|\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js$|vite\/preload-helper/;

/**
 * TanStack Query (core and React bindings) and the toast helper: one "query" chunk for the pages that fetch
 * data. The modules only the admin pages and the forms use (mutations, several queries at once) stay out of it.
 */
const queryPattern =
  /\/node_modules\/@tanstack\/(query-core|react-query)\/(?!.*\/(useMutation|mutationObserver|useMutationState|useQueries|queriesObserver|useInfiniteQuery|infiniteQueryObserver|useIsFetching|hydration|HydrationBoundary)\.)|\/src\/components\/ui\/toast\.ts$/;

/**
 * The booking calendar (react-day-picker) and its date library: one "calendar" chunk. Its scripts only:
 * the library's stylesheet (which the admin's settings page imports) would otherwise ride along with the
 * chunk onto the pages that import it. Library modules only: with the admin's calendar
 * (components/ui/calendar.tsx) in the group, the booking pages' own light calendar (month-calendar.tsx)
 * would load the whole library (decision 0109). Both calendars' styles, calendar.css, are in app.css.
 */
const calendarPattern = /\/node_modules\/(react-day-picker|date-fns|@date-fns\/tz)\/(?!.*\.css$)/;

/**
 * The small modules most pages that fetch use (the API client, the one format module, the clinic's time
 * zone): one "client" chunk. The booking wizard's first step (the wizard, its slot step, the month calendar,
 * the slots' calls): one "booking" chunk, which the manage page's slot chooser loads too. Fewer, better
 * compressed files on the wizard's first load (decision 0063).
 * The higher groups go first, so "booking" does not take in the modules the others hold.
 */
const clientPattern = /\/src\/(lib\/api-client|format|time-zone)\.ts$/;
const bookingPattern =
  /\/src\/features\/booking\/(booking-wizard|slot-step|slot-api|slot-dates-preload|kind-choice|booking-time)\.tsx?$|\/src\/components\/ui\/month-calendar\.tsx$/;

/**
 * The parts of the content file the server reads, written into the client build under content/: the
 * server never imports the web app, it reads these from the build at start (decisions 0100, 0101). One
 * entry per file, each giving the data to write; the server checks it again when it loads it.
 */
const contentForServer: Record<string, () => unknown> = {
  /** GET /api/public/privacy-notice, and the version a booking's consent must name. */
  "content/privacy-notice.json": () => filledPrivacyNotice(clinic),
  /** The intake form's questions: the intake API answers and checks by them. */
  "content/intake-form.json": () => clinicContentSchema.shape.intakeForm.parse(clinic.intakeForm),
};

/** The module the routes' loaders read the content photos from (URLs, sizes, alt text). */
const photosModuleId = "virtual:clinic-photos";

/**
 * Checks the clinic's content file before anything is built (a bad value stops the build, naming the
 * field), then writes the server's part of it into the client build (`contentForServer`). Its photos
 * (issue 24): each file must be a real image; the build makes each into AVIF and WebP at a few widths under
 * /assets/photos/ (served immutable, like every file under /assets/), and the loaders read their URLs,
 * sizes and alt text from `virtual:clinic-photos` (decision 0110).
 */
function clinicContent(): Plugin {
  let photos: Promise<{ photos: PhotoMap; outputs: PhotoOutput[] }> | undefined;
  const planned = () => {
    photos ??= checkPhotoFiles(clinic).then(() => planPhotos(clinic));
    return photos;
  };
  return {
    name: "clinic-content",
    async buildStart() {
      checkClinicContent(clinic);
      // The client build lists what the translations leave in English (the pages show English there); not
      // the dev server React Router starts during a build to read the routes, which would list it twice.
      const clientBuild = this.environment?.name === "client" && this.environment.mode === "build";
      const untranslated = clientBuild ? untranslatedContent() : [];
      if (untranslated.length > 0)
        this.warn(
          `${untranslated.length === 1 ? "1 text of the content file has" : `${untranslated.length} texts of the content file have`} no translation yet (English is shown):\n  ${untranslated.join("\n  ")}`,
        );
      await planned();
    },
    resolveId(id) {
      return id === photosModuleId ? `\0${photosModuleId}` : undefined;
    },
    async load(id) {
      if (id !== `\0${photosModuleId}`) return undefined;
      return `export default ${JSON.stringify((await planned()).photos)};`;
    },
    async generateBundle() {
      // The prerendering (server) build runs this plugin too: the files belong to the client build only.
      if (this.environment.name !== "client") return;
      for (const [fileName, data] of Object.entries(contentForServer))
        this.emitFile({ type: "asset", fileName, source: `${JSON.stringify(data(), null, 2)}\n` });
      const { outputs } = await planned();
      const files = await Promise.all(
        outputs.map(async (o) => ({ fileName: o.fileName, source: await o.make() })),
      );
      for (const file of files) this.emitFile({ type: "asset", ...file });
    },
    configureServer(server) {
      // `react-router dev`: the photos are made when first asked for.
      server.middlewares.use(async (req, res, next) => {
        const output = (await planned()).outputs.find((o) => `/${o.fileName}` === req.url);
        if (!output) return next();
        res.setHeader("Content-Type", output.fileName.endsWith(".avif") ? "image/avif" : "image/webp");
        res.end(await output.make());
      });
    },
  };
}

const brotliQuality = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
};
const brotliCompress = promisify(zlib.brotliCompress);

/**
 * Each hashed script and stylesheet over 1 KB also as `<file>.br`, at brotli's best quality (about 13 % smaller
 * than gzip's best for this site's scripts, but seconds of work: made once here, not at each start). The
 * server sends it to browsers that take brotli, and gzip, made at start, to the others (decision 0112).
 */
function brotliAssets(): Plugin {
  let assetsDir: string | undefined;
  return {
    name: "brotli-assets",
    apply: "build",
    writeBundle(options) {
      if (this.environment.name === "client" && options.dir) assetsDir = path.join(options.dir, "assets");
    },
    // At the very end: React Router writes its route manifest (a script every page loads) after the bundle.
    async closeBundle() {
      if (!assetsDir) return;
      const dir = assetsDir;
      const names = (await readdir(dir)).filter((name) => /\.(js|css)$/.test(name));
      await Promise.all(
        names.map(async (name) => {
          const bytes = await readFile(path.join(dir, name));
          if (bytes.length > 1024)
            await writeFile(path.join(dir, `${name}.br`), await brotliCompress(bytes, brotliQuality));
        }),
      );
    },
  };
}

/**
 * React Router 7's package exports only its development build, whose dev warnings (and their long texts)
 * then run in every visitor's browser (remix-run/react-router#14102). Its production build, which differs
 * only in that flag, is in the same package: the browser's build takes it. Only the client's: the
 * prerender runs in Node beside @react-router/dev, which imports the development build, and one React
 * Router per process keeps one set of its contexts (decision 0148).
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
    "dist",
  );
  const entries: Record<string, string> = {
    "react-router": path.join(dist, "production/index.mjs"),
    "react-router/dom": path.join(dist, "production/dom-export.mjs"),
  };
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    resolveId(id) {
      return this.environment.name === "client" ? entries[id] : undefined;
    },
  };
}

export default defineConfig({
  plugins: [clinicContent(), tailwindcss(), reactRouter(), brotliAssets(), reactRouterProductionBuild()],
  // Zod without its `new Function` probe in the browser (src/lib/zod-jitless.ts says why).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url)) },
    ],
  },
  customLogger: logger,
  logLevel: "warn",
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/api": { target: apiProxyTarget, changeOrigin: true },
    },
  },
  define: {
    "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
  },
  build: {
    // No inline assets: the Content-Security-Policy allows only same-origin files.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Rolldown's notes on slow plugins (the brotli pass, React Router's prerender) on every build would
      // bury what the build has to say (a text with no translation); `npm run bench:start` times the build.
      checks: { bundlerTimings: false },
      output: {
        // React DOM (entry.client) and React Router with the site's frame (site) run on every page's load:
        // Chrome's compile hint has V8 compile all their functions on a background thread as they download,
        // instead of one by one on the main thread as hydration first calls them, about a third of
        // hydration's long tasks (decision 0141). After minifying: a minifier drops comments.
        postBanner: (chunk) =>
          /^(entry\.client|site)$/.test(chunk.name) ? "//# allFunctionsCalledOnLoad" : "",
        // The code every public page needs (header, footer, their icons, SEO helpers) in one file rather
        // than a dozen tiny ones: fewer requests and better compression on a slow phone
        // (docs/decisions/0012-public-pages-javascript-budget.md).
        // The booking calendar with its date library, and TanStack Query, each in one file too: fewer, better
        // compressed files on the booking wizard's first load (docs/decisions/0063-booking-wizard-first-load.md).
        // Only library modules: a group also takes in its modules' dependencies.
        codeSplitting: {
          groups: [
            { name: "site", test: sitePattern, priority: 5 },
            { name: "query", test: queryPattern, priority: 4 },
            { name: "calendar", test: calendarPattern, priority: 3 },
            { name: "client", test: clientPattern, priority: 2 },
            { name: "booking", test: bookingPattern, priority: 1 },
          ],
        },
      },
    },
  },
});
