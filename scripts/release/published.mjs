// The packages the release publishes, in a module that imports nothing, so that the publish
// job (which installs no dependency) can read the list (publish.mjs).
/** The packages published to npm, with extra arguments for attw where an entry point is not a typed module. */
export const PUBLISHED = [
  { dir: "packages/core" },
  { dir: "packages/notation" },
  { dir: "packages/ai" },
  // The classic-script bundles, the worker files and the custom-elements manifest are not modules to type.
  { dir: "apps/viewer", attw: ["--exclude-entrypoints", "./iife", "./bundle/iife", "./analysis/iife", "./play/iife", "./engine-worker", "./reader-worker", "./custom-elements.json"] },
  { dir: "tools/cli" },
];
