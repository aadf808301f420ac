/**
 * The line under a board that names things, as a Lit reactive controller: the piece under
 * the mouse, the piece under a finger after a long press (½ s; the tap that ends the press
 * does nothing else), the control touched or focused from the keyboard, and short messages
 * ("Copied"). For readers who do not know the 68 kinds; screen readers have the squares' labels.
 */
import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from "lit";

/** Milliseconds a touch must rest on a piece to name it. */
const LONG_PRESS_MS = 500;

/** The hint line of an element. */
export class PieceHint implements ReactiveController {
  /** The text shown ("" when none). */
  text = "";
  /** A long press named a piece: the click that ends it is to be ignored (see {@link takePress}). */
  #pressed = false;
  #hintTimer: ReturnType<typeof setTimeout> | undefined;
  #pressTimer: ReturnType<typeof setTimeout> | undefined;

  /** `describe(square)` names the piece on a square (`9q`), or "" for an empty one. */
  readonly #host: ReactiveControllerHost;
  readonly #describe: (square: string) => string;
  constructor(
    host: ReactiveControllerHost,
    describe: (square: string) => string,
  ) {
    this.#host = host;
    this.#describe = describe;
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#hintTimer);
    clearTimeout(this.#pressTimer);
  }

  /** Shows `text`, for `ms` milliseconds or until replaced (0: until replaced). */
  show(text: string, ms = 0): void {
    clearTimeout(this.#hintTimer);
    if (text !== this.text) {
      this.text = text;
      this.#host.requestUpdate();
    }
    if (ms > 0) {
      this.#hintTimer = setTimeout(() => {
        this.text = "";
        this.#host.requestUpdate();
      }, ms);
    }
  }

  /** True (once) when the click now ending was a long press that named a piece. */
  takePress(): boolean {
    const pressed = this.#pressed;
    this.#pressed = false;
    return pressed;
  }

  /** Mouse users see the name of the piece under the pointer. */
  readonly onPointerMove = (event: PointerEvent): void => {
    if (event.pointerType !== "mouse") return;
    this.show(this.#describe(squareUnder(event)));
  };

  readonly onPointerLeave = (event: PointerEvent): void => {
    if (event.pointerType === "mouse") this.show("");
  };

  /** On touch, a long press on a piece names it. */
  readonly onPointerDown = (event: PointerEvent): void => {
    if (event.pointerType === "mouse") return;
    clearTimeout(this.#pressTimer);
    this.#pressed = false;
    const square = squareUnder(event);
    this.#pressTimer = setTimeout(() => {
      const text = this.#describe(square);
      if (text === "") return;
      this.#pressed = true;
      this.show(text, 4000);
    }, LONG_PRESS_MS);
  };

  readonly onPointerEnd = (): void => {
    clearTimeout(this.#pressTimer);
  };

  /** A control touched shows its name for a moment. */
  readonly onControlPointerDown = (event: PointerEvent): void => {
    if (event.pointerType === "mouse") return;
    const label = controlLabel(event);
    if (label !== "") this.show(label, 2000);
  };

  /** A control focused from the keyboard shows its name while focused. */
  readonly onControlFocus = (event: FocusEvent): void => {
    const label = controlLabel(event);
    if (label !== "") this.show(label);
  };

  readonly onControlBlur = (): void => {
    this.show("");
  };

  /** The hint line (hidden from screen readers: it repeats what they have). */
  render(): TemplateResult {
    return html`<p class="hover" aria-hidden="true">${this.text}</p>`;
  }
}

/** The square (`9q`) under a pointer event, or "". */
function squareUnder(event: Event): string {
  const cell = event.composedPath().find((n): n is Element => n instanceof Element && n.hasAttribute("data-square"));
  return cell?.getAttribute("data-square") ?? "";
}

/** The name of the control button an event happened on, or "". */
function controlLabel(event: Event): string {
  const button = event.composedPath().find((n): n is HTMLButtonElement => n instanceof HTMLButtonElement);
  return button?.getAttribute("aria-label") ?? "";
}
