// `npm run bench:web -- --phone-fonts`: Chromium sees Noto Sans Devanagari and Noto Sans Kannada (Regular and
// Bold) as fonts of the device, as an Android phone has them. The pages' @font-face rules name those fonts
// first (`local()`), so on such a device the Hindi and Kannada pages download no web font. The fonts are
// the receipts' TTFs (the server's @expo-google-fonts packages), added through a fontconfig file of their
// own: nothing is installed on the machine, and other Chromium runs (the e2e) do not see them.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** A fontconfig file under `dir` that adds the phones' Indic fonts to the system's; its path. */
export function phoneFontsConfig(repoRoot, dir) {
  const require = createRequire(path.join(repoRoot, "apps/server/package.json"));
  const folders = ["noto-sans-devanagari", "noto-sans-kannada"].flatMap((family) =>
    ["400Regular", "700Bold"].map((cut) =>
      path.dirname(require.resolve(`@expo-google-fonts/${family}/${cut}/index.js`)),
    ),
  );
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "fonts.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
${folders.map((folder) => `  <dir>${folder}</dir>`).join("\n")}
  <cachedir>${path.join(dir, "cache")}</cachedir>
</fontconfig>
`,
  );
  return file;
}
