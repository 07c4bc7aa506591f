/**
 * The Red Dragon Inn table: every player's mat (a portrait, Alcohol rising towards Fortitude on
 * one track, Gold, hand and Drink Me! pile sizes, the character's own components, what lies in
 * front of them, whether they are out; `rdi/players.ts`), the cards being played as cards with
 * their text, whom each targets and who may respond now, the Drink deck, the Inn and a Round of
 * Gambling with its pot (`rdi/bar.ts`), and your hand as cards with a button for each play
 * (`rdi/cards.ts`: tap a card to read it larger). Names and text come from `cards/rdi.json` and
 * `cards/rdi-characters.json` (`rdi/catalog.ts`); action labels and the log name characters and
 * cards (`rdi/labels.ts`, `rdi/events.ts`).
 */

import { h } from "../dom";
import type { EventItem } from "../protocol";
import type { GameRenderer, RenderContext } from "../renderers";
import { drinks, gambling, hand, header, stack } from "./rdi/bar";
import { loadCatalog } from "./rdi/catalog";
import { mats } from "./rdi/players";
import type { View } from "./rdi/view.gen";
import "./rdi/rdi.css";

function render(ctx: RenderContext): HTMLElement {
  const view = ctx.view as unknown as View;
  return h(
    "div",
    { class: "rdi" },
    header(view),
    mats(view, ctx),
    h("div", { class: `rdi-bar${view.gambling ? " gambling" : ""}` }, stack(view), gambling(view), drinks(view, ctx)),
    hand(view, ctx),
  );
}

const EVENT_CLASS: Record<string, string> = {
  "characters-taken": "ev-turn",
  "turn-started": "ev-turn",
  "stat-changed": "ev-health",
  "player-out": "ev-bad",
  "game-over": "ev-turn",
  "drink-revealed": "ev-reveal",
  "elixir-kept": "ev-good",
  "gambling-ended": "ev-good",
};

export const renderer: GameRenderer = {
  load: loadCatalog,
  render,
  // Actions and events read in the server's words (RedDragonInnWords): no labels of its own.
  eventClass: (event: EventItem) => EVENT_CLASS[String(event.event.type)] ?? "",
};
