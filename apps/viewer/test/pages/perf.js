/* global window, document, customElements, requestAnimationFrame -- a browser page script */
// Measures in the browser: first render of a record (element created → replay and board
// rendered, style and layout done) and stepping one move (goTo("next") → the same). Paint
// is not included. Used by the budget test and by scripts/budgets.mjs.
//
// measureFirst() is meant for the first widget of a freshly loaded page: it includes the
// page's one-time start-up (the viewer's code running for the first time, core's move tables,
// the first use of the fonts). measure() then renders the record again in the same page.
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

async function rendered(el) {
  await el.updateComplete;
  const board = el.shadowRoot.querySelector("daidai-board");
  if (board) await board.updateComplete;
  // Reading a layout value forces style recalculation and layout now.
  void document.documentElement.offsetHeight;
}

async function recordText(url) {
  const text = await (await fetch(url)).text();
  await customElements.whenDefined("daidai-replay");
  return text;
}

/** Creates a replay of `text` in #host (replacing what is there); returns the element and the milliseconds to its first render. */
async function renderOnce(text, attributes) {
  const host = document.getElementById("host");
  host.replaceChildren();
  await frame();
  const t0 = performance.now();
  const el = document.createElement("daidai-replay");
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  host.append(el);
  await el.load(text);
  await rendered(el);
  return { el, ms: performance.now() - t0 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** First render of the first widget on this page. */
window.measureFirst = async (url, attributes = {}) => {
  const text = await recordText(url);
  const { el, ms } = await renderOnce(text, attributes);
  return { plies: el.lineLength, firstRenderMs: ms };
};

/** Renders the record `runs` more times (median reported), then steps through it. */
window.measure = async (url, steps = 100, attributes = {}, runs = 5) => {
  const text = await recordText(url);
  const renders = [];
  let el;
  for (let run = 0; run < runs; run++) {
    const r = await renderOnce(text, attributes);
    el = r.el;
    renders.push(r.ms);
  }
  const plies = el.lineLength;
  el.goTo("first");
  await rendered(el);
  const stepTimes = [];
  for (let i = 0; i < steps && i < plies; i++) {
    const t0 = performance.now();
    el.goTo("next");
    await rendered(el);
    stepTimes.push(performance.now() - t0);
  }
  stepTimes.sort((a, b) => a - b);
  const mean = stepTimes.reduce((a, b) => a + b, 0) / stepTimes.length;
  return {
    plies,
    renderMedianMs: median(renders),
    rendersMs: renders,
    stepMeanMs: mean,
    stepMedianMs: stepTimes[Math.floor(stepTimes.length / 2)],
    stepP95Ms: stepTimes[Math.floor(stepTimes.length * 0.95)],
    steps: stepTimes.length,
  };
};
