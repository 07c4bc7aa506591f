/**
 * The Card Rogue table: adventurers, the dungeon map with clickable targets, combat, your hand,
 * choices, the shop pile and the score sheet — all drawn from the seat's view.
 */

import { h } from "../dom";
import { icon } from "../icons";
import type { EventItem } from "../protocol";
import type { GameRenderer, RenderContext } from "../renderers";
import { board, orientPreview } from "./cardrogue/board";
import { loadCards } from "./cardrogue/catalog";
import "./cardrogue/cardrogue.css";
import { adventurers, combat, decidingRoll, hand, pendingChoices, scoreSheet, shop } from "./cardrogue/panels";
import { arrowAction } from "./cardrogue/targets";
import type { View } from "./cardrogue/view.gen";

const EVENT_CLASS: Record<string, string> = {
  "turn-began": "ev-turn",
  "die-rolled": "ev-dice",
  "attack-made": "ev-attack",
  "health-changed": "ev-health",
  "enemy-slain": "ev-good",
  "player-died": "ev-bad",
  "trap-sprung": "ev-bad",
  "card-flipped": "ev-reveal",
  "character-picked": "ev-good",
  "game-ended": "ev-turn",
};

function compass(): HTMLElement {
  return h("span", { class: "compass", "aria-hidden": "true" }, "N", icon("prev", undefined, 12));
}

function render(ctx: RenderContext): HTMLElement {
  const view = ctx.view as unknown as View;
  const used = new Set<number>();
  const choices = pendingChoices(view, ctx, used);
  const mine = hand(view, ctx, used);
  return h(
    "div",
    { class: "cr" },
    adventurers(view, ctx),
    h(
      "div",
      { class: "cr-middle" },
      h("div", { class: "cr-focus" }, decidingRoll(view, ctx), combat(view, ctx), choices),
      h("div", { class: "cr-board-wrap" }, board(view, ctx), compass()),
    ),
    h("div", { class: "cr-panels" }, mine, scoreSheet(view, ctx), shop(view, ctx, used)),
  );
}

export const renderer: GameRenderer = {
  load: loadCards,
  render,
  actionIcon: (action) => orientPreview(action),
  arrowAction: (dir, ctx) => arrowAction(dir, ctx),
  eventClass: (event: EventItem) => EVENT_CLASS[String(event.event.type)] ?? "",
};
