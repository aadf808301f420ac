// `pnpm site` (at the root) or `node scripts/site.mjs [folder]`: builds the static site — five
// pages, Replay, Analyse, Play, Editor and Pieces — into a folder any static host serves
// (default apps/viewer/site-dist; the GitHub Pages workflow deploys it). Every path is
// relative, so the site works from any URL prefix (a project's Pages site lives under
// /<repo>/). Each page loads only its own script; the engine's and the reader's workers are
// emitted next to them and fetched on first use.
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The pages (HTML file, script entry). */
export const SITE_PAGES = [
  ["index.html", "replay"],
  ["analyse.html", "analyse"],
  ["play.html", "play"],
  ["editor.html", "editor"],
  ["pieces.html", "pieces"],
];

/** Builds the site into `out` (emptied first). */
export async function buildSite(out) {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root,
      configFile: false,
      mode: "production",
      logLevel: "warn",
      // Files the build emits (the workers) are found from the page scripts, relative to them.
      base: "./",
      build: {
        outDir: join(out, "build"),
        emptyOutDir: true,
        target: "es2022",
        sourcemap: true,
        lib: {
          entry: Object.fromEntries(SITE_PAGES.map(([, name]) => [name, join(root, `site/${name}-page.ts`)])),
          formats: ["es"],
          fileName: (_format, name) => `${name}.js`,
        },
      },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  for (const file of readdirSync(join(root, "site"))) {
    if (file.endsWith(".html") || file.endsWith(".css")) cpSync(join(root, "site", file), join(out, file));
  }
  cpSync(join(root, "samples"), join(out, "samples"), { recursive: true });
  return out;
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? join(root, "site-dist"));
  await buildSite(out);
  console.log(`daidai site: ${out} (${SITE_PAGES.map(([page]) => page).join(", ")})`);
}
