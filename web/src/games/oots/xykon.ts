/**
 * Wandering Xykon (The Shortening): his token on the dungeon, his Wound tracker, his Minion
 * Stack and who holds the five cards (Xykon Kicked My Ass!, I Hurt Xykon! x3, I Totally Killed
 * Xykon!). Everything shown here is public (`View.wandering`).
 */

import { h } from "../../dom";
import type { RenderContext } from "../../renderers";
import { seatName } from "../../seats";
import { cardName } from "./catalog";
import { placeName } from "./labels";
import type { Place } from "./types";
import type { View, Wandering } from "./view.gen";

const FULL = 4;

function holder(ctx: RenderContext, seat: number | null): string {
  return seat === null || seat === undefined ? "on the table" : seatName(ctx.seats, seat);
}

/** Xykon stands in `place` (alive, his token in the dungeon). */
export function xykonAt(view: View, place: Place): boolean {
  const w = view.wandering;
  return !!w && w.wounds > 0 && w.place !== null && w.place[0] === place[0] && w.place[1] === place[1];
}

/** His token, drawn in the room he stands in. */
export function xykonToken(w: Wandering): HTMLElement {
  const label = `Xykon is here (${w.wounds} of ${FULL} Wounds left, ${w.minions.length} in his Minion Stack)`;
  return h("span", { class: "oots-xykon-token", title: label }, "X", h("span", { class: "sr-only" }, label));
}

function tracker(w: Wandering): HTMLElement {
  const dots = Array.from({ length: FULL }, (_, i) =>
    h("span", { class: `oots-wound${i < w.wounds ? " left" : " lost"}`, "aria-hidden": "true" }, i < w.wounds ? "●" : "○"),
  );
  const text = w.wounds > 0 ? `${w.wounds} of ${FULL} Wounds left` : "killed";
  return h("div", { class: "oots-xykon-tracker", "aria-label": `Xykon's Wound tracker: ${text}` }, h("span", {}, "Wounds "), ...dots, h("span", { class: "muted" }, ` ${text}`));
}

function minionStack(w: Wandering): HTMLElement {
  const title = w.place === null ? "Minion Stack (beside his card)" : "Minion Stack (in his room, top first)";
  return h(
    "div",
    { class: "oots-minions", "aria-label": `${title}: ${w.minions.length ? w.minions.map(cardName).join(", ") : "empty"}` },
    h("strong", {}, title),
    w.minions.length ? h("ol", {}, w.minions.map((m) => h("li", {}, cardName(m)))) : h("span", { class: "muted" }, " empty"),
  );
}

/** The Wandering Xykon panel: where he is, his Wounds, his Minion Stack and the five cards. */
export function xykonPanel(view: View, ctx: RenderContext): HTMLElement | null {
  const w = view.wandering;
  if (!w) return null;
  let where: string;
  if (w.killer !== null) where = `Killed by ${seatName(ctx.seats, w.killer)}`;
  else if (w.place === null) where = "Waiting in his Lair: nobody has caught his attention yet";
  else where = `Where: ${placeName(view, w.place)}${w.wounds === 1 ? " (retreating to heal)" : ""}`;
  const held = [...new Set(w.hurt)].map((s) => {
    const n = w.hurt.filter((t) => t === s).length;
    return seatName(ctx.seats, s) + (n > 1 ? ` (${n} cards)` : "");
  });
  const hurt = held.length ? held.join(", ") : "none taken";
  return h(
    "section",
    { class: "panel oots-wandering", "aria-label": "Wandering Xykon" },
    h("h3", {}, "Wandering Xykon"),
    h("div", { class: "oots-xykon-where" }, where),
    tracker(w),
    minionStack(w),
    h(
      "ul",
      { class: "oots-xykon-cards" },
      h("li", {}, `Xykon Kicked My Ass!: ${holder(ctx, w.kicked)}`),
      h("li", {}, `I Hurt Xykon! (${w.hurt.length} of 3): ${hurt}`),
      h("li", {}, `I Totally Killed Xykon!: ${holder(ctx, w.killer)}`),
    ),
  );
}
