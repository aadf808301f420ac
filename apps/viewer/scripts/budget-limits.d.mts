export declare const BUDGETS: { esmGzipBytes: number; readerGzipBytes: number; readerWorkerGzipBytes: number; analysisGzipBytes: number; engineGzipBytes: number; firstRenderMs: number; stepMs: number };
export declare const TEST_TIMING_MARGIN: number;
