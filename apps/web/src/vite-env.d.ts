/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Build-time origin of the API (e.g. "https://api.example.org"); unset means the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** The year the app was built (set in vite.config.ts); the footer hydrates from it. */
  readonly VITE_BUILD_YEAR: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The content file's photos, made by the build (vite.config.ts, content/photo-files.ts): loaders only. */
declare module "virtual:clinic-photos" {
  const photos: import("./content/photo-set").PhotoMap;
  export default photos;
}
