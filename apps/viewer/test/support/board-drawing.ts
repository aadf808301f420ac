// What a <daidai-board> draws, read from the page as a reader sees it: each lettering
// character with its box on screen and whether it is upright, and which way a square's
// wedge points. The pieces are drawn a row at a time (one text and one path per row), so
// tests ask the geometry, not the element tree. Pass these functions to `evaluate`; they
// are self-contained (Playwright sends their source to the page).

/** One character of a piece's lettering: its screen box and whether it reads upright. */
export interface DrawnGlyph {
  readonly text: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly upright: boolean;
}

/** Every lettering character on `board` (a `daidai-board` element), in screen coordinates. */
export function drawnGlyphs(board: Element): DrawnGlyph[] {
  const glyphs: DrawnGlyph[] = [];
  const texts = board.shadowRoot?.querySelectorAll<SVGTextElement>("[part~=pieces] text") ?? [];
  for (const text of Array.from(texts)) {
    const ctm = text.getScreenCTM();
    if (ctm === null) continue;
    const content = text.textContent;
    // Characters are addressed by UTF-16 code unit: a character outside the BMP is two.
    for (let i = 0; i < text.getNumberOfChars(); i++) {
      const code = content.charCodeAt(i);
      const char = code >= 0xd800 && code < 0xdc00 ? content.slice(i, i + 2) : content.charAt(i);
      const box = text.getExtentOfChar(i);
      i += char.length - 1;
      const corners = [
        new DOMPoint(box.x, box.y),
        new DOMPoint(box.x + box.width, box.y + box.height),
      ].map((p) => p.matrixTransform(ctm));
      const xs = corners.map((p) => p.x);
      const ys = corners.map((p) => p.y);
      glyphs.push({
        text: char,
        left: Math.min(...xs),
        top: Math.min(...ys),
        right: Math.max(...xs),
        bottom: Math.max(...ys),
        upright: ctm.a > 0 && ctm.d > 0,
      });
    }
  }
  return glyphs;
}

/**
 * Which way the wedge on each of `squares` points: `up` (wide end at the bottom, as the
 * pieces of the side at the bottom), `down`, or null when no wedge is drawn there.
 */
export function wedgesOn(board: Element, squares: readonly string[]): ("up" | "down" | null)[] {
  const root = board.shadowRoot;
  const paths = Array.from(root?.querySelectorAll<SVGPathElement>("[part~=pieces] path.wedge") ?? []);
  const inWedge = (point: DOMPoint): boolean =>
    paths.some((path) => {
      const ctm = path.getScreenCTM();
      if (ctm === null) return false;
      const local = point.matrixTransform(ctm.inverse());
      return path.isPointInFill(new DOMPoint(local.x, local.y));
    });
  return squares.map((square) => {
    const cell = root?.querySelector(`rect[data-square="${square}"]`)?.getBoundingClientRect();
    if (!cell) return null;
    // Points just inside the two lower and the two upper corners of the square: a wedge is wide at one end only.
    const at = (fx: number, fy: number) => new DOMPoint(cell.left + fx * cell.width, cell.top + fy * cell.height);
    const wideBelow = inWedge(at(0.15, 0.9)) && inWedge(at(0.85, 0.9));
    const wideAbove = inWedge(at(0.15, 0.1)) && inWedge(at(0.85, 0.1));
    return wideBelow && !wideAbove ? "up" : wideAbove && !wideBelow ? "down" : null;
  });
}

/** The glyphs of `glyphs` whose centre lies in `box` (e.g. a square's bounding box). */
export function glyphsIn(glyphs: readonly DrawnGlyph[], box: { x: number; y: number; width: number; height: number } | null): DrawnGlyph[] {
  if (box === null) return [];
  return glyphs.filter((g) => {
    const x = (g.left + g.right) / 2;
    const y = (g.top + g.bottom) / 2;
    return x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height;
  });
}
