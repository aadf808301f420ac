const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element with attributes (set with `setAttribute`: nothing is parsed as markup). */
export function svgElement(tag: string, attributes: Readonly<Record<string, string>> = {}): SVGElement {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  return el;
}
