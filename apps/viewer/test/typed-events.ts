// A type test, compiled by the test step (`tsc -p tsconfig.json`) and never run: an app gets
// the elements from `querySelector`/`createElement` and each event's `detail` typed, with no
// cast. A missing declaration fails the build (`detail` does not exist on Event), and so
// does a loose one (each @ts-expect-error below must meet an error).
import "../src/index.js";
import "../src/analysis.js";

export function typedTagsAndEvents(root: ParentNode): void {
  const replay = root.querySelector("daidai-replay");
  replay?.addEventListener("daidai-ply-change", (e) => {
    const ply: number = e.detail.ply;
    const move: string | null = e.detail.move;
    // @ts-expect-error: ply is a number
    const wrong: string = e.detail.ply;
    console.log(ply, move, wrong, e.detail.dsfen, e.detail.path, e.detail.indices);
  });
  replay?.addEventListener("daidai-load", (e) => {
    console.log(e.detail.plies, e.detail.format, e.detail.diagnostics.length);
  });
  replay?.addEventListener("daidai-error", (e) => {
    console.log(e.detail.message);
  });
  replay?.addEventListener("daidai-square-click", (e) => {
    console.log(e.detail.square, e.detail.piece?.kind);
    e.preventDefault();
  });
  const src: string | undefined = replay?.engineSrc ?? replay?.readerSrc;
  console.log(src);

  const analysis = document.createElement("daidai-analysis");
  analysis.addEventListener("daidai-analysis-move", (e) => {
    console.log(e.detail.move, e.detail.dsfen);
  });
  analysis.addEventListener("daidai-analysis-close", (e) => {
    console.log(e.detail);
  });
  document.createElement("daidai-piece-card").addEventListener("daidai-card-close", (e) => {
    console.log(e.type);
  });
  const board = document.createElement("daidai-board");
  board.addEventListener("daidai-square-click", (e) => {
    // @ts-expect-error: the square's name is a string
    const square: number = e.detail.square;
    console.log(square);
  });
}
