// After `react-router build`: each script, stylesheet and other text file of build/client/assets
// gets a Brotli (.br) and a gzip (.gz) copy beside it, compressed once at the highest levels, which
// the server sends to a browser that takes them (server/app.ts, serveStatic's `precompressed`).
// Brotli makes the scripts and the stylesheet about a seventh smaller than gzip, and no request
// spends the server's CPU compressing a file that never changes (they are hashed and immutable).
// Fonts (WOFF2, already Brotli inside) and pictures are left alone.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const ASSETS = "build/client/assets";
const TEXT = /\.(js|css|svg|json|txt)$/;

let plain = 0;
let brotli = 0;
for (const name of fs.readdirSync(ASSETS)) {
  if (!TEXT.test(name)) continue;
  const file = path.join(ASSETS, name);
  const bytes = fs.readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_MODE]: name.endsWith(".svg") ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(bytes, { level: 9 });
  // A copy that is not smaller (an empty chunk) is not written: the file then goes as it is.
  if (br.length < bytes.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < bytes.length) fs.writeFileSync(`${file}.gz`, gz);
  plain += bytes.length;
  brotli += Math.min(br.length, bytes.length);
}
console.log(
  `Precompressed ${ASSETS}: ${Math.round(plain / 1024)} KB of text, ${Math.round(brotli / 1024)} KB with Brotli.`,
);
