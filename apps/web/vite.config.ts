import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { createLogger, defineConfig } from "vite";

const apiProxyTarget = process.env.API_PROXY_TARGET ?? "http://127.0.0.1:3000";

// @react-router/dev 7 passes Vite's deprecated `envFile: false` to its internal Vite servers and
// Vite >= 8.1 warns about it (remix-run/react-router#15229, fixed in React Router 8). Harmless: drop it
// here. Its two config-loading servers use their own logger, so two such lines still print on build.
const logger = createLogger("warn");
const warn = logger.warn.bind(logger);
logger.warn = (message, options) => {
  if (message.includes("The `envFile` option is deprecated")) return;
  warn(message, options);
};

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
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
  },
});
