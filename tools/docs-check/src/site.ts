/**
 * A plain static web site in a folder, served on 127.0.0.1 the way a blog host serves
 * files, every HTML page with the Content-Security-Policy it is given.
 */
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";

const TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".pgn": "text/plain; charset=utf-8",
  ".dsfen": "text/plain; charset=utf-8",
  // No charset: a KIF file may be Shift_JIS; the widget detects the encoding.
  ".kif": "text/plain",
};

/** Content types by file name (the types a web host sends), `application/octet-stream` when unknown. */
export const contentType = (file: string): string => TYPES[extname(file)] ?? "application/octet-stream";

/** A running site: its URL (ending in `/`), the paths it was asked for, and how to stop it. */
export interface Site {
  readonly url: string;
  readonly requested: string[];
  close(): Promise<void>;
}

/** Serves `dir`; HTML pages get the header `content-security-policy: csp`. */
export function serveSite(dir: string, csp: string): Promise<Site> {
  const requested: string[] = [];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    requested.push(path);
    const file = normalize(join(dir, path.endsWith("/") ? `${path}index.html` : path));
    let size = -1;
    try {
      if (file.startsWith(normalize(dir) + sep)) size = statSync(file).isFile() ? statSync(file).size : -1;
    } catch {
      size = -1;
    }
    if (size < 0) {
      res.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      res.end(`not found: ${path}\n`);
      return;
    }
    const type = contentType(file);
    const headers: Record<string, string> = { "content-type": type, "content-length": String(size), "cache-control": "no-store" };
    if (type.startsWith("text/html")) headers["content-security-policy"] = csp;
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      resolve({
        url: `http://127.0.0.1:${String(port)}/`,
        requested,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => {
              done();
            });
          }),
      });
    });
  });
}
