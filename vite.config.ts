import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Client chunks: Vite would give each shared icon and small component a file of
 * its own (thirty-odd requests on the home page). Over HTTP/1.1 they queue
 * behind each other on six connections, so the shared pieces go in one file.
 */
function clientChunk(id: string) {
  // lucide's core goes with the shell; each icon stays with the pages that draw it
  if (id.includes("/node_modules/lucide-react/") && !id.includes("/icons/")) return "shell";
  // The gallery is drawn only by product and project pages: it stays with them.
  if (id.endsWith("/components/ui/gallery.tsx")) return undefined;
  if (/\/app\/(components|utils)\//.test(id) || id.includes("/node_modules/clsx/")) return "shell";
  return undefined;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: isSsrBuild ? {} : { rollupOptions: { output: { manualChunks: clientChunk } } },
  server: { watch: { ignored: ["**/data/**", "**/test-results/**"] } },
}));
