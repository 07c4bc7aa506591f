/**
 * The Order of the Stick table: the dungeon as rows of rooms (Entrance on top, Xykon's Lair at the
 * bottom) with Battle Stacks, Loot piles and player pieces; the battle in progress; your Battle
 * Hand; every character's wound track, shticks and Loot; the decks — all drawn from the seat's view.
 */

import { h } from "../dom";
import type { EventItem } from "../protocol";
import type { GameRenderer, RenderContext } from "../renderers";
import { seatChip } from "../seats";
import { focus, noteBattleResults } from "./oots/battle";
import { loadCards } from "./oots/catalog";
import { dungeon, noteRemovedRooms } from "./oots/dungeon";
import { eventClass } from "./oots/events";
import { arrowAction, characterOf } from "./oots/labels";
import { decks, hand, players } from "./oots/players";
import { xykonPanel } from "./oots/xykon";
import { backstoriesPanel, setupChoice, timedClock } from "./oots/shortening";
import type { View } from "./oots/view.gen";
import "./oots/oots.css";

const STAGE: Record<string, string> = {
  start: "start of the turn",
  move: "moving",
  battle: "battling",
  end: "end of the turn",
  restricted: "end of the turn (missed turn)",
};

function header(view: View, ctx: RenderContext): HTMLElement {
  const seat = view.turn.seat;
  return h(
    "div",
    { class: `oots-header${view.collapse ? " collapsing" : ""}`, dataset: { turn: String(view.turn.number + 1) } },
    h("span", {}, h("span", { class: "oots-turn" }, `Turn ${view.turn.number + 1}`), " · ", seatChip(ctx.seats, seat, ctx.seat), ` (${characterOf(view, seat)}) · ${STAGE[view.turn.stage] ?? view.turn.stage}`),
    view.collapse ? h("strong", { class: "oots-collapse", role: "status" }, "The dungeon is collapsing!") : null,
    timedClock(view, ctx),
    h("span", { class: "muted" }, view.options.wandering_xykon ? `${view.floors_count} floors · Wandering Xykon: no Lair minimums` : `${view.floors_count} floors · Lair needs Loot DF ${view.min_loot} and ${view.min_shticks} shticks`),
  );
}

function render(ctx: RenderContext): HTMLElement {
  const view = ctx.view as unknown as View;
  noteRemovedRooms(ctx);
  noteBattleResults(ctx);
  return h(
    "div",
    { class: "oots" },
    header(view, ctx),
    setupChoice(view, ctx),
    focus(view, ctx),
    xykonPanel(view, ctx),
    dungeon(view, ctx),
    h("div", { class: "oots-middle" }, hand(view, ctx), decks(view, ctx)),
    players(view, ctx),
    backstoriesPanel(view, ctx),
  );
}

export const renderer: GameRenderer = {
  load: loadCards,
  render,
  arrowAction,
  eventClass: (event: EventItem) => eventClass(event),
};
