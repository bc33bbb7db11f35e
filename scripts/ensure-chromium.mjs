// The end-to-end tests drive Debian's Chromium (never a downloaded browser). Use
// CHROME_PATH or /usr/bin/chromium; as root on Debian, install the package if missing.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function chromiumPath() {
  return process.env.CHROME_PATH || "/usr/bin/chromium";
}

export function ensureChromium() {
  const wanted = chromiumPath();
  if (existsSync(wanted)) return wanted;
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get") && !process.env.CHROME_PATH;
  if (!canInstall) {
    throw new Error(
      `Chromium not found at ${wanted}: install it (Debian: apt-get install chromium) or set CHROME_PATH to a Chromium binary.`,
    );
  }
  console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)...");
  execSync(
    "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null",
    {
      stdio: "inherit",
    },
  );
  return wanted;
}
