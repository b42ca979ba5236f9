import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";

/**
 * The shop's two fonts come from Fontsource, split by script: its "latin" files
 * (Fraunces 36 KB, Manrope 24 KB) hold some 220 characters each, and a page of
 * ours uses about a hundred. This plugin cuts, from the same files, the few that
 * the shop's own texts use (ASCII, a little punctuation, the 'é' of 'Décor' and
 * its 'É' in capitals) into two small files (25 KB and 16 KB), and writes an
 * @font-face for each into app/fonts/core-fonts.css, which app.css imports
 * after Fontsource's faces.
 *
 * Why it changes nothing a reader sees: faces of one family are tried for a
 * character last-defined first, so these files draw what they hold, and any
 * other character (a name with 'ñ' typed in the admin) still falls to
 * Fontsource's full face, loaded only then. Why it matters: the fonts are, after
 * the scripts, what a first visit waits for on a slow phone connection.
 *
 * Written before the build (and the dev server) resolves any CSS, into a folder
 * git ignores: generated from node_modules, never committed.
 */

// From U+0, not the space: the control characters have no glyphs and cost nothing here, and a
// line break kept by pre-wrapped text (a product's description) then never needs another face.
const ASCII = Array.from({ length: 0x7f }, (_, index) => String.fromCharCode(index)).join("");
// No-break space, ©, ·, ×, é and É ('DÉCOR' where a label is set in capitals), en and em dashes,
// curly quotes, bullet, ellipsis, and the minus sign of a reduction ('−20 %', '−PKR 8,800').
const PUNCTUATION = "\u00a0\u00a9\u00b7\u00d7\u00c9\u00e9\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u2212";

type CoreFace = { family: string; weight: string; source: string; text: string; file: string };

const FONTSOURCE = "node_modules/@fontsource-variable";
export const CORE_FACES: CoreFace[] = [
  {
    family: "Fraunces Variable",
    weight: "100 900",
    source: `${FONTSOURCE}/fraunces/files/fraunces-latin-wght-normal.woff2`,
    text: ASCII + PUNCTUATION,
    file: "fraunces-core.woff2",
  },
  {
    family: "Manrope Variable",
    weight: "200 800",
    source: `${FONTSOURCE}/manrope/files/manrope-latin-wght-normal.woff2`,
    text: ASCII + PUNCTUATION,
    file: "manrope-core.woff2",
  },
];

const OUT_DIR = "app/fonts";

/** 'U+0-7E, U+A9': the text's characters, consecutive ones joined into runs. */
export function unicodeRange(text: string): string {
  const points = [...new Set(Array.from(text, (char) => char.codePointAt(0) ?? 0))].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(", ");
}

function faceRule(face: CoreFace): string {
  return [
    "@font-face {",
    `  font-family: "${face.family}";`,
    "  font-style: normal;",
    "  font-display: swap;",
    `  font-weight: ${face.weight};`,
    `  src: url("./${face.file}") format("woff2-variations");`,
    `  unicode-range: ${unicodeRange(face.text)};`,
    "}",
  ].join("\n");
}

/** Writes the files unless they are there and newer than their sources and this script. */
export async function writeCoreFonts(root: string, outDir = path.join(root, OUT_DIR)): Promise<void> {
  const cssFile = path.join(outDir, "core-fonts.css");
  const newest = Math.max(
    fs.statSync(new URL(import.meta.url)).mtimeMs,
    ...CORE_FACES.map((face) => fs.statSync(path.join(root, face.source)).mtimeMs),
  );
  if (fs.existsSync(cssFile) && fs.statSync(cssFile).mtimeMs > newest) return;
  fs.mkdirSync(outDir, { recursive: true });
  for (const face of CORE_FACES) {
    const subset = await subsetFont(fs.readFileSync(path.join(root, face.source)), face.text, {
      targetFormat: "woff2",
    });
    fs.writeFileSync(path.join(outDir, face.file), subset);
  }
  const header = "/* Written by scripts/core-fonts.ts from Fontsource's files: do not edit, not committed. */";
  fs.writeFileSync(cssFile, [header, ...CORE_FACES.map(faceRule)].join("\n\n") + "\n");
}

export function coreFonts(): Plugin {
  return {
    name: "shop:core-fonts",
    // Before any module is resolved: app.css and the root's preloads import these files.
    async configResolved(config) {
      await writeCoreFonts(config.root);
    },
  };
}
