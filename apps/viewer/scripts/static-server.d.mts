import type { IncomingMessage, ServerResponse } from "node:http";

export declare const STRICT_CSP: string;
export declare function startServer(options: {
  routes: [string, string][];
  host?: string;
  port?: number;
  csp?: string;
  handler?: (req: IncomingMessage, res: ServerResponse, url: URL) => boolean;
}): Promise<{ url: string; close(): Promise<void> }>;
