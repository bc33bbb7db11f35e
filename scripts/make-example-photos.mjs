// Makes the default content file's example photos (apps/web/src/content/photos/*.jpg): soft, abstract pictures
// in the brand's palette drawn as SVG and rendered to JPEG by sharp, so the default site shows its layout with
// photos without any stock photography. A clinic replaces them with its own (README, "Photos"). Run once:
// `node scripts/make-example-photos.mjs`; the JPEGs are committed.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const out = fileURLToPath(new URL("../apps/web/src/content/photos/", import.meta.url));
mkdirSync(out, { recursive: true });

const teal = "#0f6e69";
const deepTeal = "#0b4f4c";
const mint = "#d5ece8";
const sand = "#f4ede3";
const peach = "#efc8a6";
const clay = "#d99b7a";

const blur = (id, amount) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`;

/** The home page's hero: morning light over soft hills, a plant's leaves in the foreground. */
const hero = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000" viewBox="0 0 1600 1000">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mint}"/><stop offset="1" stop-color="${sand}"/></linearGradient>
    <radialGradient id="sun" cx="0.72" cy="0.3" r="0.45"><stop offset="0" stop-color="#fff7ea"/><stop offset="0.5" stop-color="${peach}" stop-opacity="0.55"/><stop offset="1" stop-color="${peach}" stop-opacity="0"/></radialGradient>
    ${blur("soft", 18)}${blur("softer", 40)}
  </defs>
  <rect width="1600" height="1000" fill="url(#sky)"/>
  <rect width="1600" height="1000" fill="url(#sun)"/>
  <circle cx="1150" cy="300" r="120" fill="#fffaf2" filter="url(#soft)"/>
  <path d="M0 640 C 300 540 520 600 760 560 S 1250 470 1600 540 L1600 1000 L0 1000Z" fill="#a9d3cb" filter="url(#soft)"/>
  <path d="M0 740 C 260 660 600 720 900 680 S 1400 620 1600 690 L1600 1000 L0 1000Z" fill="#5fa89d" filter="url(#soft)"/>
  <path d="M0 850 C 400 790 800 860 1100 820 S 1450 780 1600 800 L1600 1000 L0 1000Z" fill="${teal}" filter="url(#soft)"/>
  <g filter="url(#softer)" opacity="0.35"><circle cx="260" cy="220" r="160" fill="#ffffff"/></g>
  <g fill="${deepTeal}" opacity="0.9">
    <path d="M120 1000 C 150 820 230 700 360 620 C 300 760 230 880 200 1000Z"/>
    <path d="M220 1000 C 250 860 330 760 470 700 C 400 820 320 920 300 1000Z" opacity="0.8"/>
    <path d="M60 1000 C 40 860 60 760 130 660 C 140 780 140 900 130 1000Z" opacity="0.7"/>
  </g>
</svg>`;

/** The clinic: a calm waiting area, a window of light, a bench and a plant. */
const clinicRoom = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sand}"/><stop offset="1" stop-color="#e9dfd1"/></linearGradient>
    <linearGradient id="win" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eaf6f3"/><stop offset="1" stop-color="${mint}"/></linearGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.7"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></linearGradient>
    ${blur("soft", 6)}
  </defs>
  <rect width="1600" height="1067" fill="url(#wall)"/>
  <rect y="800" width="1600" height="267" fill="#d8c8b3"/>
  <rect x="860" y="140" width="520" height="560" rx="14" fill="url(#win)"/>
  <path d="M1120 140 V700 M860 420 H1380" stroke="#f7f2ea" stroke-width="16"/>
  <polygon points="860,700 1380,700 1100,1067 420,1067" fill="url(#beam)"/>
  <rect x="180" y="610" width="560" height="60" rx="26" fill="${teal}"/>
  <rect x="200" y="520" width="520" height="110" rx="40" fill="#2f8a80"/>
  <rect x="220" y="670" width="22" height="140" fill="${deepTeal}"/><rect x="680" y="670" width="22" height="140" fill="${deepTeal}"/>
  <rect x="300" y="540" width="120" height="70" rx="24" fill="${peach}"/>
  <rect x="1420" y="640" width="110" height="170" rx="18" fill="${clay}"/>
  <g fill="${deepTeal}" filter="url(#soft)">
    <path d="M1475 650 C 1400 540 1390 430 1430 330 C 1470 440 1490 540 1475 650Z"/>
    <path d="M1475 650 C 1540 560 1580 470 1570 380 C 1510 460 1480 560 1475 650Z" opacity="0.85"/>
    <path d="M1475 650 C 1440 600 1350 560 1290 500 C 1380 520 1450 570 1475 650Z" opacity="0.7"/>
  </g>
  <circle cx="300" cy="260" r="110" fill="none" stroke="${teal}" stroke-width="10" opacity="0.5"/>
  <circle cx="300" cy="260" r="70" fill="${peach}" opacity="0.6"/>
</svg>`;

/** The treatment room: a padded table under a window, a folded towel, a lamp. */
const treatmentRoom = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eaf4f1"/><stop offset="1" stop-color="${mint}"/></linearGradient>
    <radialGradient id="glow" cx="0.25" cy="0.25" r="0.6"><stop offset="0" stop-color="#fffaf0" stop-opacity="0.9"/><stop offset="1" stop-color="#fffaf0" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1600" height="1067" fill="url(#wall)"/>
  <rect width="1600" height="1067" fill="url(#glow)"/>
  <rect y="820" width="1600" height="247" fill="#cfe1dc"/>
  <rect x="160" y="150" width="420" height="420" rx="16" fill="#f9fcfb"/>
  <path d="M370 150 V570 M160 360 H580" stroke="#dcebe7" stroke-width="14"/>
  <rect x="520" y="560" width="760" height="80" rx="36" fill="${teal}"/>
  <rect x="540" y="520" width="200" height="60" rx="28" fill="#f7f2ea"/>
  <rect x="590" y="640" width="26" height="200" fill="${deepTeal}"/><rect x="1180" y="640" width="26" height="200" fill="${deepTeal}"/>
  <rect x="560" y="760" width="680" height="18" rx="9" fill="${deepTeal}" opacity="0.6"/>
  <rect x="980" y="528" width="220" height="40" rx="14" fill="${peach}"/>
  <rect x="1000" y="500" width="180" height="34" rx="12" fill="${clay}" opacity="0.85"/>
  <path d="M1400 840 V380 C 1400 330 1440 300 1480 300" stroke="${deepTeal}" stroke-width="14" fill="none"/>
  <path d="M1440 300 h110 l-30 -70 h-50z" fill="${peach}"/>
  <ellipse cx="1495" cy="330" rx="70" ry="24" fill="#fff4df" opacity="0.8"/>
  <rect x="1350" y="830" width="100" height="16" rx="8" fill="${deepTeal}"/>
</svg>`;

/** A portrait silhouette (no one's face): head and shoulders on a soft gradient, one palette per person. */
const portrait = (
  background,
  accent,
  clothes,
  longHair,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">
  <defs>
    <radialGradient id="bg" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="#fffaf2"/><stop offset="0.55" stop-color="${background}"/><stop offset="1" stop-color="${accent}"/></radialGradient>
  </defs>
  <rect width="800" height="800" fill="url(#bg)"/>
  ${longHair ? `<path d="M262 360 C 240 520 262 610 320 640 L480 640 C 538 610 560 520 538 360Z" fill="#3b2a24"/>` : ""}
  <path d="M140 800 C 150 640 260 560 400 560 C 540 560 650 640 660 800Z" fill="${clothes}"/>
  <path d="M340 560 L400 640 L460 560Z" fill="#f7f2ea"/>
  <rect x="355" y="470" width="90" height="110" rx="40" fill="#c99a7c"/>
  <ellipse cx="400" cy="380" rx="130" ry="150" fill="#d6a887"/>
  <path d="M268 370 C 260 250 330 205 405 205 C 490 205 545 260 532 370 C 515 300 470 275 400 272 C 340 272 290 300 268 370Z" fill="#3b2a24"/>
</svg>`;

const photos = [
  ["hero.jpg", hero],
  ["clinic.jpg", clinicRoom],
  ["treatment-room.jpg", treatmentRoom],
  ["portrait-1.jpg", portrait(mint, "#8cc5bb", teal, true)],
  ["portrait-2.jpg", portrait(sand, peach, "#3f6f8f")],
  ["portrait-3.jpg", portrait("#f3e3e8", "#d9aebb", "#7a4e6a", true)],
];
for (const [name, svg] of photos) {
  const file = path.join(out, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true, chromaSubsampling: "4:2:0" }).toFile(file);
  const { size, width, height } = await sharp(file)
    .metadata()
    .then(async (m) => ({ ...m, size: (await import("node:fs")).statSync(file).size }));
  console.log(`${name} ${width}×${height} ${Math.round(size / 1024)} KB`);
}
