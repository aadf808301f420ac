/** Registers a custom element once: a page that loads the bundle twice keeps the first definition. */
export function defineOnce(name: string, constructor: CustomElementConstructor): void {
  if (typeof customElements === "undefined") return;
  if (customElements.get(name) === undefined) customElements.define(name, constructor);
}
