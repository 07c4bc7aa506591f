/** Building DOM nodes without a framework: `h("button", {class: "x", onclick}, "Go")`. */

export type Child = Node | string | number | null | undefined | false | Child[];
export type Attrs = Record<string, unknown>;

function append(el: Element | DocumentFragment, child: Child): void {
  if (child === null || child === undefined || child === false) return;
  if (Array.isArray(child)) {
    for (const c of child) append(el, c);
  } else if (child instanceof Node) {
    el.appendChild(child);
  } else {
    el.appendChild(document.createTextNode(String(child)));
  }
}

function setAttr(el: Element, key: string, value: unknown): void {
  if (value === undefined || value === null || value === false) return;
  if (key.startsWith("on") && typeof value === "function") {
    el.addEventListener(key.slice(2), value as EventListener);
  } else if (key === "dataset" && typeof value === "object") {
    for (const [k, v] of Object.entries(value as Record<string, string>)) {
      (el as HTMLElement).dataset[k] = v;
    }
  } else if (key === "style" && typeof value === "object") {
    for (const [k, v] of Object.entries(value as Record<string, string>)) {
      (el as HTMLElement).style.setProperty(k, v);
    }
  } else if (key === "value" && el instanceof HTMLInputElement) {
    el.value = String(value);
  } else if (key === "checked" && el instanceof HTMLInputElement) {
    el.checked = Boolean(value);
  } else {
    el.setAttribute(key, value === true ? "" : String(value));
  }
}

/** An HTML element with attributes (`on*` functions become listeners) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) setAttr(el, k, v);
  append(el, children);
  return el;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element (same conventions as `h`). */
export function s(tag: string, attrs: Attrs = {}, ...children: Child[]): SVGElement {
  const el = document.createElementNS(SVG_NS, tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs)) setAttr(el, k, v);
  append(el, children);
  return el;
}

/** Replace every child of `el`. */
export function mount(el: Element, ...children: Child[]): void {
  el.replaceChildren();
  append(el, children);
}

/** Show a short message in the corner (errors are announced by screen readers too). */
export function toast(message: string, kind: "info" | "error" = "info"): void {
  const box = document.getElementById("toasts");
  if (!box) return;
  const item = h("div", { class: `toast toast-${kind}`, role: kind === "error" ? "alert" : "status" }, message);
  box.appendChild(item);
  window.setTimeout(() => item.remove(), kind === "error" ? 7000 : 3500);
}
