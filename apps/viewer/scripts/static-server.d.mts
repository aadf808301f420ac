import type { IncomingMessage, ServerResponse } from "node:http";

export declare const STRICT_CSP: string;
export declare const ISOLATION_HEADERS: Readonly<Record<string, string>>;
export declare const ISOLATED_PREFIX: string;
export declare function startServer(options: {
  routes: [string, string][];
  host?: string;
  port?: number;
  csp?: string;
  /** Serve every file with the cross-origin isolation headers. */
  isolated?: boolean;
  handler?: (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;
}): Promise<{ url: string; close(): Promise<void> }>;
