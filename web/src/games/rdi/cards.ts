/**
 * Red Dragon Inn card faces: type band, name, a Drink's numbers, the full text, optional lines
 * (who played it, at whom) and buttons for the legal actions naming the card. Tapping or clicking
 * a card (or its name, from the keyboard) shows it large in a dialog; Escape or a click closes it.
 */

import { actionText } from "../../actions";
import { h } from "../../dom";
import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { card, describeCard, drinkNumbers, typeLabel } from "./catalog";
import { chipLabel } from "./labels";
import type { View } from "./view.gen";

export interface FaceOptions {
  /** Extra lines under the text (who played it, its target...). */
  notes?: (string | HTMLElement)[];
  /** Legal actions to offer as buttons on the card. */
  actions?: LegalAction[];
  ctx?: RenderContext;
  /** Extra classes ("negated", "top"...). */
  cls?: string;
  /** A stamp across the card ("Negated"). */
  stamp?: string;
  /** Shown instead of the card's own name (a compound Drink's parts). */
  title?: string;
  size?: "small" | "normal";
}

function zoom(id: string, notes: (string | HTMLElement)[] = []): void {
  document.querySelector(".rdi-zoom")?.remove();
  const c = card(id);
  const close = () => {
    dialog.close();
    dialog.remove();
  };
  const dialog = h(
    "dialog",
    { class: "rdi-zoom", "aria-label": describeCard(id), onclick: (ev: Event) => (ev.target === dialog ? close() : undefined) },
    h(
      "div",
      { class: `rdi-card rdi-card-big type-${c.type}` },
      h("div", { class: "rdi-card-type" }, typeLabel(c.type)),
      h("div", { class: "rdi-card-name" }, c.name),
      drinkNumbers(id) ? h("div", { class: "rdi-card-numbers" }, drinkNumbers(id)) : null,
      h("p", { class: "rdi-card-text" }, c.text || "(no text)"),
      notes.map((n) => h("div", { class: "rdi-card-note" }, typeof n === "string" ? n : n.cloneNode(true))),
    ),
    h("button", { class: "button small rdi-zoom-close", type: "button", onclick: close }, "Close"),
  );
  dialog.addEventListener("close", () => dialog.remove());
  document.body.appendChild(dialog);
  dialog.showModal();
}

/** A face-up card. */
export function cardFace(id: string, opts: FaceOptions = {}): HTMLElement {
  const c = card(id);
  const notes = opts.notes ?? [];
  const view = opts.ctx?.view as unknown as View | undefined;
  const actions = opts.ctx && view ? (opts.actions ?? []) : [];
  const numbers = drinkNumbers(id);
  const name = opts.title ?? c.name;
  return h(
    "div",
    {
      class: `rdi-card type-${c.type}${opts.size === "small" ? " small" : ""}${actions.length ? " actionable" : ""}${opts.cls ? ` ${opts.cls}` : ""}`,
      role: "group",
      "aria-label": `${opts.title ? `${opts.title}: ` : ""}${describeCard(id)}${notes.length ? ` ${notes.map((n) => (typeof n === "string" ? n : n.textContent)).join(". ")}.` : ""}`,
      dataset: { card: id },
      onclick: (ev: Event) => {
        if (!(ev.target instanceof Element) || !ev.target.closest("button.chip")) zoom(id, notes);
      },
    },
    h("div", { class: "rdi-card-type" }, typeLabel(c.type)),
    h(
      "button",
      { class: "rdi-card-name", type: "button", title: "Show this card larger", "aria-label": `Show ${c.name} larger` },
      name,
    ),
    numbers ? h("div", { class: "rdi-card-numbers" }, numbers) : null,
    c.text ? h("p", { class: "rdi-card-text" }, c.text) : null,
    notes.map((n) => h("div", { class: "rdi-card-note" }, n)),
    opts.stamp ? h("div", { class: "rdi-stamp", "aria-hidden": "true" }, opts.stamp) : null,
    actions.length && opts.ctx && view
      ? h(
          "div",
          { class: "rdi-card-chips" },
          actions.map((a) =>
            h(
              "button",
              {
                class: "chip",
                type: "button",
                disabled: !opts.ctx?.interactive,
                "aria-label": actionText(a),
                title: actionText(a),
                dataset: { key: `rdi-card:${a.text}`, index: String(a.index) },
                onclick: () => opts.ctx?.act(a.index),
              },
              chipLabel(a, view),
            ),
          ),
        )
      : null,
  );
}

/** A face-down card with a count on it (the Drink deck, a hand seen from across the table). */
export function cardBack(label: string, count: number | null = null): HTMLElement {
  return h(
    "div",
    { class: "rdi-back", role: "img", "aria-label": label, title: label },
    count === null ? null : h("span", { class: "rdi-back-count" }, String(count)),
  );
}
