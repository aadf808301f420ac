export declare const ENTRY: string;
export declare const READER_FORMATS: readonly string[];
export declare function gzipBytes(dir: string, file: string): number;
export declare function staticClosure(dir: string, file: string): string[];
export declare function onDemand(dir: string, file: string): { files: string[]; gzip: number };
