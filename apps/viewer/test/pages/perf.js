/* global window, document, customElements, requestAnimationFrame -- a browser page script */
// Measures in the browser: first render of a record (element created → replay and board
// rendered, style and layout done) and stepping one move (goTo("next") → the same). Paint
// is not included. Used by the budget test and by scripts/budgets.mjs.
const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

async function rendered(el) {
  await el.updateComplete;
  const board = el.shadowRoot.querySelector("daidai-board");
  if (board) await board.updateComplete;
  // Reading a layout value forces style recalculation and layout now.
  void document.documentElement.offsetHeight;
}

window.measure = async (url, steps = 100, attributes = {}) => {
  const text = await (await fetch(url)).text();
  await customElements.whenDefined("daidai-replay");
  const host = document.getElementById("host");
  const firsts = [];
  let el;
  for (let run = 0; run < 3; run++) {
    host.replaceChildren();
    await frame();
    const t0 = performance.now();
    el = document.createElement("daidai-replay");
    for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
    host.append(el);
    el.load(text);
    await rendered(el);
    firsts.push(performance.now() - t0);
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
    firstRenderMs: Math.min(...firsts),
    firstRenderRunsMs: firsts,
    stepMeanMs: mean,
    stepMedianMs: stepTimes[Math.floor(stepTimes.length / 2)],
    stepP95Ms: stepTimes[Math.floor(stepTimes.length * 0.95)],
    steps: stepTimes.length,
  };
};
