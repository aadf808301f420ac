/**
 * A drawn `<daidai-board>` as a standalone SVG file (a diagram for a page or a print): its
 * SVG with the colours, lines and fonts the board's styles gave each element written as
 * attributes, since a file has no stylesheet or custom properties. Highlights and marks come
 * out as drawn.
 */

/** The presentation properties copied from the computed style of each element. */
const PROPERTIES = ["fill", "stroke", "stroke-width", "stroke-linecap", "opacity", "font-family", "font-size", "font-weight", "text-anchor", "dominant-baseline", "transform"] as const;

/** The SVG text of the board drawn by `board` (a `<daidai-board>` that has rendered), or "" when it has none. */
export function boardSvgFile(board: Element): string {
  const drawn = board.shadowRoot?.querySelector("svg");
  if (drawn === null || drawn === undefined) return "";
  const copy = drawn.cloneNode(true) as SVGSVGElement;
  const originals = [drawn, ...drawn.querySelectorAll("*")];
  const copies = [copy, ...copy.querySelectorAll("*")];
  originals.forEach((original, i) => {
    const target = copies[i];
    if (target === undefined) return;
    const style = getComputedStyle(original);
    for (const property of PROPERTIES) {
      const value = style.getPropertyValue(property);
      if ((value !== "" && value !== "none") || property === "fill") target.setAttribute(property, value === "" ? "none" : value);
    }
    if (style.display === "none" || style.visibility === "hidden") target.setAttribute("display", "none");
    target.removeAttribute("class");
    target.removeAttribute("part");
  });
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  const box = drawn.viewBox.baseVal;
  copy.setAttribute("width", String(box.width));
  copy.setAttribute("height", String(box.height));
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}\n`;
}
