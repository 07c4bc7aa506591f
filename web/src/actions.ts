/**
 * The legal actions as buttons with number keys (1-9; two digits when there are ten or more),
 * arrow keys for directional actions, Enter/Space on the focused button.
 */

import { h } from "./dom";
import type { LegalAction } from "./protocol";
import type { Direction, GameRenderer, RenderContext } from "./renderers";

/**
 * An action's label: the server's words for it (the match's `Words`: every surface reads the same
 * words), else its machine text.
 */
export function actionText(a: LegalAction): string {
  return a.label ?? a.text;
}

/** Why an action was refused: shown next to it. */
export interface Refusal {
  index: number;
  text: string;
}

export function actionButtons(
  actions: LegalAction[],
  renderer: GameRenderer,
  ctx: RenderContext,
  busy: boolean,
  refused: Refusal | null = null,
): HTMLElement {
  return h(
    "ol",
    { class: "action-list", "aria-label": "Your legal actions" },
    actions.map((a, i) => {
      const label = actionText(a);
      const pic = renderer.actionIcon?.(a, ctx) ?? null;
      const why = refused && refused.index === a.index ? refused.text : "";
      return h(
        "li",
        {},
        h(
          "button",
          {
            class: "action-button",
            type: "button",
            disabled: busy,
            "aria-label": `${i + 1}: ${label}`,
            "aria-keyshortcuts": i < 9 ? String(i + 1) : undefined,
            "aria-describedby": why ? `why-${a.index}` : undefined,
            title: label,
            dataset: { key: `act:${a.text}`, index: String(a.index) },
            onclick: () => ctx.act(a.index),
          },
          h("kbd", { "aria-hidden": "true" }, String(i + 1)),
          pic,
          h("span", { class: "action-label" }, label),
        ),
        why ? h("p", { class: "action-refusal", id: `why-${a.index}` }, h("strong", {}, "Why not: "), why) : null,
      );
    }),
  );
}

const ARROWS: Record<string, Direction> = { ArrowUp: "N", ArrowRight: "E", ArrowDown: "S", ArrowLeft: "W" };

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

export interface KeyHandlers {
  legal(): LegalAction[];
  act(index: number): void;
  arrow(dir: Direction): LegalAction | null;
  undo(): void;
  help(): void;
}

/** Installs the table's keyboard shortcuts; returns the function that removes them. */
export function installKeys(handlers: KeyHandlers): () => void {
  let digits = "";
  let timer = 0;
  const fire = () => {
    const n = Number(digits);
    digits = "";
    const legal = handlers.legal();
    if (n >= 1 && n <= legal.length) handlers.act(legal[n - 1].index);
  };
  const onKey = (ev: KeyboardEvent) => {
    if (ev.ctrlKey || ev.metaKey || ev.altKey || isTyping(ev.target)) return;
    if (/^[0-9]$/.test(ev.key)) {
      ev.preventDefault();
      digits += ev.key;
      window.clearTimeout(timer);
      const count = handlers.legal().length;
      if (count < 10 || digits.length >= 2 || Number(digits) * 10 > count) fire();
      else timer = window.setTimeout(fire, 600);
      return;
    }
    const dir = ARROWS[ev.key];
    if (dir && !(ev.target instanceof HTMLElement && ev.target.closest(".log-scroll, pre, details[open] .view-json"))) {
      const action = handlers.arrow(dir);
      if (action) {
        ev.preventDefault();
        handlers.act(action.index);
      }
      return;
    }
    if (ev.key === "u" || ev.key === "U") handlers.undo();
    else if (ev.key === "?") handlers.help();
  };
  document.addEventListener("keydown", onKey);
  return () => {
    window.clearTimeout(timer);
    document.removeEventListener("keydown", onKey);
  };
}

export function helpDialog(): HTMLDialogElement {
  const dialog = h(
    "dialog",
    { class: "help-dialog", "aria-label": "Keyboard help" },
    h("h2", {}, "Playing with the keyboard"),
    h(
      "dl",
      {},
      h("dt", {}, h("kbd", {}, "1"), "–", h("kbd", {}, "9")),
      h("dd", {}, "Take the action with that number (type two digits when there are ten or more)."),
      h("dt", {}, h("kbd", {}, "←"), h("kbd", {}, "↑"), h("kbd", {}, "→"), h("kbd", {}, "↓")),
      h("dd", {}, "Move, attack, flee or flip in that direction (north is up)."),
      h("dt", {}, h("kbd", {}, "Tab"), " / ", h("kbd", {}, "Enter"), " / ", h("kbd", {}, "Space")),
      h("dd", {}, "Go through every control, on the map too, and press it."),
      h("dt", {}, h("kbd", {}, "U")),
      h("dd", {}, "Take back your last action, when the game allows it."),
      h("dt", {}, h("kbd", {}, "?")),
      h("dd", {}, "Show this help."),
    ),
    h("form", { method: "dialog" }, h("button", { class: "button", type: "submit", autofocus: true }, "Close")),
  );
  return dialog;
}
