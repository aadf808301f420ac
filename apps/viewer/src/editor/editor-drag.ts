/**
 * Pointer gestures of the position editor, as a Lit reactive controller: a long press (½ s)
 * on a piece — on the board or in the palette — opens its card; dragging a piece on the board
 * moves it (dropped off the board, it is removed). With a mouse a drag starts as the pointer
 * moves; on touch only after the long press, so that a finger still pans the enlarged board.
 * The click that ends a gesture does nothing else. Taps and the keyboard are handled by the host.
 */
import type { ReactiveController, ReactiveControllerHost } from "lit";

/** Milliseconds a pointer must rest on a piece to open its card (and, on touch, to lift it). */
const LONG_PRESS_MS = 500;
/** CSS pixels a pointer moves before a press becomes a drag. */
const DRAG_SLOP = 6;

/** What the editor does when a gesture ends. */
export interface DragActions {
  /** Is there a piece on `square` (`9q`)? */
  hasPiece(square: string): boolean;
  /** A long press on the board's `square` or on the palette's piece `code`. */
  longPress(at: { readonly square: string } | { readonly code: string }): void;
  /** A piece dragged from `from` and dropped on `to` (null: off the board). */
  move(from: string, to: string | null): void;
}

interface Press {
  readonly pointerId: number;
  readonly touch: boolean;
  readonly x: number;
  readonly y: number;
  readonly square: string;
  readonly code: string;
}

export class EditorDrag implements ReactiveController {
  #press: Press | null = null;
  #timer: ReturnType<typeof setTimeout> | undefined;
  /** The long press fired for the current press. */
  #long = false;
  /** The square a piece is being dragged from, or "". */
  dragging = "";
  /** The gesture just ended: the click that follows is swallowed. */
  #swallow = false;
  readonly #host: ReactiveControllerHost & Element;
  readonly #actions: DragActions;

  constructor(host: ReactiveControllerHost & Element, actions: DragActions) {
    this.#host = host;
    this.#actions = actions;
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#timer);
  }

  /** True (once) when the click now ending was a long press or a drag. */
  takeClick(): boolean {
    const swallow = this.#swallow;
    this.#swallow = false;
    return swallow;
  }

  readonly onPointerDown = (event: PointerEvent): void => {
    if (!event.isPrimary || event.button > 0) return;
    const path = event.composedPath();
    const square = path.find((n): n is Element => n instanceof Element && n.hasAttribute("data-square"))?.getAttribute("data-square") ?? "";
    const code = path.find((n): n is Element => n instanceof Element && n.hasAttribute("data-code"))?.getAttribute("data-code") ?? "";
    if (code === "" && (square === "" || !this.#actions.hasPiece(square))) return;
    this.#swallow = false;
    this.#long = false;
    this.#press = { pointerId: event.pointerId, touch: event.pointerType !== "mouse", x: event.clientX, y: event.clientY, square, code };
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      if (this.#press === null || this.dragging !== "") return;
      this.#long = true;
      this.#swallow = true;
      this.#actions.longPress(code !== "" ? { code } : { square });
    }, LONG_PRESS_MS);
  };

  readonly onPointerMove = (event: PointerEvent): void => {
    const press = this.#press;
    if (press === null || event.pointerId !== press.pointerId || this.dragging !== "") return;
    if (Math.hypot(event.clientX - press.x, event.clientY - press.y) < DRAG_SLOP) return;
    // A finger that moves before the long press pans; a palette piece is not dragged.
    if (press.code !== "" || (press.touch && !this.#long)) {
      this.#cancel();
      return;
    }
    clearTimeout(this.#timer);
    this.dragging = press.square;
    // The drop is told to this element wherever the pointer is let go.
    if (event.currentTarget instanceof Element && !press.touch) event.currentTarget.setPointerCapture(event.pointerId);
    this.#host.requestUpdate();
  };

  /** While a piece is lifted by touch, the finger drags it instead of panning (a non-passive listener). */
  readonly onTouchMove = {
    handleEvent: (event: TouchEvent): void => {
      if (this.#press?.touch === true && this.#long) event.preventDefault();
    },
    passive: false,
  };

  readonly onPointerUp = (event: PointerEvent): void => {
    const press = this.#press;
    if (press === null || event.pointerId !== press.pointerId) return;
    const from = this.dragging;
    this.#cancel();
    if (from === "") return;
    this.#swallow = true;
    const to = squareAt(this.#host, event.clientX, event.clientY);
    if (to !== from) this.#actions.move(from, to);
  };

  readonly onPointerCancel = (): void => {
    this.#cancel();
  };

  #cancel(): void {
    clearTimeout(this.#timer);
    this.#press = null;
    if (this.dragging !== "") {
      this.dragging = "";
      this.#host.requestUpdate();
    }
  }
}

/** The board square (`9q`) at a point of the viewport, looking through shadow roots, or null. */
function squareAt(host: Element, x: number, y: number): string | null {
  let root: DocumentOrShadowRoot | null = host.shadowRoot;
  for (let depth = 0; root !== null && depth < 4; depth++) {
    const hit = root.elementFromPoint(x, y);
    if (hit === null) return null;
    const cell = hit.closest("[data-square]");
    if (cell !== null) return cell.getAttribute("data-square");
    root = hit.shadowRoot;
  }
  return null;
}
