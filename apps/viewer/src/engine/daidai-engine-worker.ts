// The engine's worker file (dist/daidai-engine-worker.js): @daidai/ai's worker entry, built
// as its own module (vite.worker.config.ts) so that pages fetch it only when the analysis
// board's "Analyse" is used.
import "@daidai/ai/worker";
