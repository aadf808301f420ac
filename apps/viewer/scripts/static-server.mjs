// A small static HTTP server for the tests, the budget script and the demo: serves
// folders under URL prefixes, every HTML page with a strict Content-Security-Policy.
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";

/** No inline scripts or styles, no eval, nothing from other origins. */
export const STRICT_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
  ".pgn": "text/plain; charset=utf-8",
  ".dsfen": "text/plain; charset=utf-8",
  // No charset: KIF files may be Shift_JIS; the widget detects the encoding.
  ".kif": "text/plain",
};

/** Headers that make a page cross-origin isolated (shared memory for the engine's threads). */
export const ISOLATION_HEADERS = {
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-embedder-policy": "require-corp",
  "cross-origin-resource-policy": "same-origin",
};

/** URL prefix under which every file is also served with {@link ISOLATION_HEADERS}. */
export const ISOLATED_PREFIX = "/isolated/";

/**
 * Starts the server. Every file is also served under ISOLATED_PREFIX (e.g.
 * `/isolated/pages/x.html` is `/pages/x.html`) with the cross-origin isolation headers;
 * `isolated: true` sends them with every file. `routes`: [URL prefix, folder] pairs, longest prefix first.
 * `handler(req, res)` may answer a request first (return true when it did).
 * Resolves to { url, close() }.
 */
export function startServer({ routes, host = "127.0.0.1", port = 0, csp = STRICT_CSP, isolated: isolateAll = false, handler }) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (handler?.(req, res, url) === true) return;
    let pathname = decodeURIComponent(url.pathname);
    const underPrefix = pathname.startsWith(ISOLATED_PREFIX);
    const isolated = isolateAll || underPrefix;
    if (underPrefix) pathname = pathname.slice(ISOLATED_PREFIX.length - 1);
    if (pathname.endsWith("/")) pathname += "index.html";
    for (const [prefix, dir] of routes) {
      if (!pathname.startsWith(prefix)) continue;
      const file = normalize(join(dir, pathname.slice(prefix.length)));
      if (file !== normalize(dir) && !file.startsWith(normalize(dir) + sep)) break;
      let size;
      try {
        const stat = statSync(file);
        if (!stat.isFile()) break;
        size = stat.size;
      } catch {
        break;
      }
      const type = TYPES[extname(file)] ?? "application/octet-stream";
      const headers = { "content-type": type, "content-length": String(size), "cache-control": "no-store", "x-content-type-options": "nosniff" };
      if (type.startsWith("text/html")) headers["content-security-policy"] = csp;
      if (isolated) Object.assign(headers, ISOLATION_HEADERS);
      res.writeHead(200, headers);
      createReadStream(file).pipe(res);
      return;
    }
    res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
    res.end(`not found: ${pathname}\n`);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${String(address.port)}/`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
