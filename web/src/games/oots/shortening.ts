/**
 * The Shortening on the OOTS table: the setup choice screens (Backstories, R353: lay 2 of 5 face
 * up; Nitpicky, R361: 3 red Starting Shticks, then 17 for the deck, each card shown with its
 * numbers and text), your secret Backstories and everyone's shown ones, and the Timed game's
 * clock (R360: the agreed minutes counting down from the first turn; the engine ends the game by
 * its rounds stand-in, A51).
 */

import { actionText } from "../../actions";
import { h } from "../../dom";
import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { seatChip } from "../../seats";
import { card, shtickStats } from "./catalog";
import { characterOf } from "./labels";
import type { PlayerView, View } from "./view.gen";

const NITPICKY_STARTING = 3;
const NITPICKY_DECK = 17;

interface StoryInfo {
  name: string;
  text: string;
  points?: number;
  repeat?: boolean;
  reveal?: string;
}

function story(id: string): StoryInfo {
  return card(id) as unknown as StoryInfo;
}

function storyLine(id: string): string {
  const s = story(id);
  const scoring = s.repeat ? "every time" : "once";
  const shown = s.reveal === "on_complete" ? "shown when completed" : "shown at the end of the game";
  return `${s.name} (${s.points ?? "?"} points, scores ${scoring}; ${shown}): ${s.text}`;
}

function cardButton(ctx: RenderContext, a: LegalAction, title: string, detail: string): HTMLElement {
  return h(
    "button",
    {
      class: "chip oots-choice-card",
      type: "button",
      disabled: !ctx.interactive,
      "aria-label": `${actionText(a)}: ${detail}`,
      dataset: { key: `choice:${a.text}` },
      onclick: () => ctx.act(a.index),
    },
    h("strong", {}, title),
    h("span", { class: "muted" }, ` ${detail}`),
  );
}

function cardOf(a: LegalAction): string {
  return String((a.action as Record<string, unknown>).card ?? "");
}

/** R353: the 5 dealt Backstories, each with its goal; the one clicked is laid face up. */
function backstoryChoice(ctx: RenderContext): HTMLElement {
  const list = ctx.legal.filter((a) => a.action.type === "discard-backstory");
  const seat = ctx.decision?.seat;
  return h(
    "section",
    { class: "panel oots-choice", "aria-label": "Choose your Backstories" },
    h("h3", {}, "Backstories: lay one face up for everyone to read; you keep 3 secret (R353)"),
    seat !== undefined ? h("p", {}, "Deciding: ", seatChip(ctx.seats, seat, ctx.seat)) : null,
    list.length
      ? h("div", { class: "oots-choices" }, list.map((a) => cardButton(ctx, a, story(cardOf(a)).name, storyLine(cardOf(a)))))
      : h("p", { class: "muted" }, "Waiting for the other players to choose."),
  );
}

/** R361: the Nitpicky choice screen, with what is chosen so far. */
function nitpickyChoice(view: View, ctx: RenderContext): HTMLElement {
  const me = ctx.seat === null ? null : view.players[ctx.seat];
  const seat = ctx.decision?.seat;
  const list = ctx.legal.filter((a) => a.action.type === "choose-shtick");
  const starting = me ? me.shticks.length : 0;
  const deck = me?.deck_cards ?? [];
  const step =
    starting < NITPICKY_STARTING
      ? `Choose a red Starting Shtick (${starting} of ${NITPICKY_STARTING})`
      : `Choose a shtick for your deck (${deck.length} of ${NITPICKY_DECK})`;
  return h(
    "section",
    { class: "panel oots-choice", "aria-label": "Nitpicky: choose your shticks" },
    h("h3", {}, `Nitpicky (R361): ${step}`),
    seat !== undefined ? h("p", {}, "Deciding: ", seatChip(ctx.seats, seat, ctx.seat)) : null,
    list.length
      ? h(
          "div",
          { class: "oots-choices" },
          list.map((a) => {
            const info = card(cardOf(a));
            return cardButton(ctx, a, info.name, `${info.starting ? "red · " : ""}${shtickStats(info)}${info.text ? `. ${info.text}` : ""}`);
          }),
        )
      : h("p", { class: "muted" }, "Waiting for the other players to choose."),
    me && me.shticks.length ? h("p", {}, "Starting Shticks: ", me.shticks.map((s) => card(s).name).join(", ")) : null,
    deck.length ? h("p", {}, `Your deck so far (${deck.length}): `, deck.map((s) => card(s).name).join(", ")) : null,
  );
}

/** The choice screens of the setup, when one is asked. */
export function setupChoice(view: View, ctx: RenderContext): HTMLElement | null {
  if (view.phase === "pick-backstory") return backstoryChoice(ctx);
  if (view.phase === "nitpick") return nitpickyChoice(view, ctx);
  return null;
}

function playerStories(view: View, p: PlayerView, ctx: RenderContext): HTMLElement {
  return h(
    "li",
    {},
    seatChip(ctx.seats, p.seat, ctx.seat),
    ` (${characterOf(view, p.seat)}): `,
    p.backstories ? `secret: ${p.backstories.map((c) => story(c).name).join(", ") || "none"}` : `${p.backstory_count} hidden`,
    p.revealed.length ? `; shown: ${p.revealed.map((c) => story(c).name).join(", ")}` : "",
    p.traded.length ? `; traded-in Monsters kept: ${p.traded.length}` : "",
  );
}

/** R353-R359: every player's Backstories (yours by name, the others' as a count until shown). */
export function backstoriesPanel(view: View, ctx: RenderContext): HTMLElement | null {
  if (!view.options.backstories || view.phase === "pick-backstory") return null;
  return h(
    "section",
    { class: "panel oots-backstories", "aria-label": "Backstories" },
    h("h3", {}, "Backstories"),
    h("ul", {}, view.players.map((p) => playerStories(view, p, ctx))),
    view.backstory_pile.length
      ? h("p", { class: "muted" }, "Face up beside the Battle Deck: ", view.backstory_pile.map((c) => story(c).name).join(", "))
      : null,
  );
}

/** Minutes and seconds, e.g. 59:07. */
function mmss(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** R360: the agreed time. On a wall clock (A51 `timed_clock = "wall"`) the server keeps one clock
 * for the whole table, started as the first turn began (`ctx.tableClock`); the element counts it
 * down between updates. Once it has run out the turn being played is the last normal one: ending
 * it calls time (the server makes the end of the turn do so, and the button says it too).
 * Otherwise the engine ends normal play after the rounds stand-in, shown instead. */
export function timedClock(view: View, ctx: RenderContext): HTMLElement | null {
  const minutes = view.options.timed_minutes;
  if (!minutes) return null;
  if (view.collapse) return h("span", { class: "oots-clock", role: "status" }, "Time is up: the dungeon collapses");
  if (view.options.timed_clock !== "wall") {
    const rounds = Math.ceil(minutes / view.options.timed_round_minutes);
    const left = Math.max(0, rounds - Math.floor(view.turns_played / view.seats));
    return h("span", { class: "oots-clock", role: "status" }, `Timed game: ${left} of ${rounds} rounds left (${minutes} minutes)`);
  }
  const clock = ctx.tableClock;
  if (!clock) return h("span", { class: "oots-clock", role: "status" }, `Timed game: ${minutes} minutes on the table's clock`);
  const call = ctx.legal.find((a) => a.action.type === "call-time");
  const text = h("span", {});
  const button = call
    ? h("button", { class: "chip", type: "button", hidden: true, disabled: !ctx.interactive, onclick: () => ctx.act(call.index) }, "Call time: this turn was the last")
    : null;
  const el = h("span", { class: "oots-clock", role: "timer", "aria-label": "Time left in the timed game" }, text, button);
  const show = (): boolean => {
    const left = clock.started ? Math.max(0, Math.ceil((clock.endsAt - Date.now()) / 1000)) : clock.seconds;
    el.classList.toggle("up", left === 0);
    if (button) button.hidden = left > 0;
    if (!clock.started) text.textContent = `Time: ${mmss(left)} (starts with the first turn)`;
    else if (left > 0) text.textContent = `Time: ${mmss(left)} left`;
    else text.textContent = "Time is up! This turn is the last normal one: the dungeon collapses when it ends. ";
    return left > 0 && clock.started;
  };
  if (show()) {
    // Ticks while this element is on the table; the next update's render replaces it.
    let ticks = 0;
    const timer = window.setInterval(() => {
      ticks += 1;
      const gone = !el.isConnected && (el.dataset.shown === "1" || ticks > 20);
      if (el.isConnected) el.dataset.shown = "1";
      if (gone || !show()) window.clearInterval(timer);
    }, 500);
  }
  return el;
}
