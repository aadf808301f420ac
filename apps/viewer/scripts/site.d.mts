export declare const SITE_PAGES: readonly (readonly [page: string, entry: string])[];
export declare function buildSite(out: string): Promise<string>;
