/**
 * The Red Dragon Inn table: every seat's Fortitude, Alcohol Content and Gold, hand and Drink Me!
 * pile sizes, the pending stack (what you may respond to, top first), a Round of Gambling, and
 * your hand with the plays each card has now. Card names come from `cards/rdi.json` (exported
 * from the card files); a card missing from it is named from its id.
 */

import { h } from "../dom";
import type { EventItem, JsonObject, LegalAction } from "../protocol";
import type { GameRenderer, RenderContext } from "../renderers";
import { humanize } from "../renderers";
import type { StackItem_Play_ as StackItem, View } from "./rdi/view.gen";

interface CardInfo {
  id: string;
  name: string;
  type: string;
  text: string;
  alcohol: number;
}

let CARDS: Record<string, CardInfo> = {};

async function load(): Promise<void> {
  try {
    const response = await fetch("cards/rdi.json");
    if (response.ok) CARDS = (await response.json()) as Record<string, CardInfo>;
  } catch {
    CARDS = {};
  }
}

/** What a card in front of a player is (R-1.4): an Elixir (a kept Drink, R-7.8) or a Prize. */
function frontLabel(id: string): string {
  return CARDS[id]?.type === "drink" ? "Elixir" : "Prize";
}

function cardName(id: string): string {
  return CARDS[id]?.name ?? humanize(id.replace(/_/g, "-"));
}

function bar(label: string, value: number, max: number, cls: string): HTMLElement {
  const pct = Math.max(0, Math.min(100, (100 * value) / max));
  return h(
    "div",
    { class: `rdi-bar ${cls}`, title: `${label} ${value}` },
    h("span", { class: "rdi-bar-label" }, `${label} ${value}`),
    h("span", { class: "rdi-bar-fill", style: `width:${pct}%` }),
  );
}

function seats(view: View): HTMLElement {
  return h(
    "div",
    { class: "rdi-seats" },
    view.seats.map((s, i) =>
      h(
        "section",
        {
          class: `panel rdi-seat${i === view.active ? " rdi-active" : ""}${s.out ? " rdi-out" : ""}`,
          "aria-label": `Seat ${i}`,
        },
        h("h3", {}, `${i}: ${humanize(s.character.replace(/_/g, "-"))}${i === view.seat ? " (you)" : ""}`),
        bar("Fortitude", s.fortitude, 20, "rdi-fort"),
        bar("Alcohol", s.alcohol, 20, "rdi-alc"),
        h("div", {}, `Gold ${s.gold} · hand ${s.hand_count} · deck ${s.deck_count}`),
        h("div", {}, `Drink Me! pile: ${s.drink_me_count} face down`),
        ...(s.status ?? []).map((line) => h("div", { class: "rdi-status" }, line)),
        ...(s.front ?? []).map((id) => h("div", { class: "rdi-status", title: CARDS[id]?.text ?? "" }, `${frontLabel(id)}: ${cardName(id)}`)),
        ...(s.valuables ?? []).map((id) => h("div", { class: "rdi-status", title: CARDS[id]?.text ?? "" }, `Worth 1 Gold: ${cardName(id)}`)),
        s.out ? h("div", { class: "rdi-out-label" }, s.out) : null,
      ),
    ),
  );
}

function describeItem(item: StackItem): string {
  const p = item.payload;
  const who = item.source === null ? "no player" : `seat ${item.source}`;
  let what = p.card ? cardName(p.card) : p.kind;
  if (p.kind === "drink") {
    what = `${p.parts.map(cardName).join(" + ")} for seat ${p.drinker}` + (p.delta ? ` (${p.delta > 0 ? "+" : ""}${p.delta})` : "");
  } else if (p.kind === "ante") {
    what = `ante ${p.amount} Gold`;
  } else if (p.target >= 0) {
    what += ` → seat ${p.target}`;
  }
  const flags = [item.negated ? "negated" : "", item.ignored_by.length ? `ignored by ${item.ignored_by.join(", ")}` : ""];
  return `#${item.uid} ${what} [${item.counts_as} from ${who}] ${flags.filter(Boolean).join("; ")}`;
}

function stack(view: View): HTMLElement {
  const items = [...view.stack.items].reverse();
  return h(
    "section",
    { class: "panel rdi-stack", "aria-label": "Pending cards" },
    h("h3", {}, items.length ? "Pending (top resolves first)" : "Nothing pending"),
    h("ol", {}, items.map((item) => h("li", { class: item.negated ? "rdi-negated" : "" }, describeItem(item)))),
    view.window_kind === "last_chance" ? h("p", {}, "Last chance: someone is about to leave the inn.") : null,
  );
}

function gambling(view: View): HTMLElement | null {
  const g = view.gambling;
  if (!g) return null;
  return h(
    "section",
    { class: "panel rdi-gambling" },
    h("h3", {}, `Round of Gambling · pot ${g.pot} Gold${g.prize ? ` + ${cardName(g.prize)}` : ""}`),
    h("div", {}, `In control: seat ${g.controller}${g.winning_hand ? " (winning hand: only Cheating takes control)" : ""}`),
    h("div", {}, `Still in: ${g.players.join(", ")}`),
  );
}

function hand(view: View, ctx: RenderContext): HTMLElement {
  const byCard = new Map<string, LegalAction[]>();
  for (const a of ctx.legal) {
    const card = (a.action as JsonObject).card;
    if (typeof card === "string") byCard.set(card, [...(byCard.get(card) ?? []), a]);
  }
  return h(
    "section",
    { class: "panel rdi-hand", "aria-label": "Your hand" },
    h("h3", {}, "Your hand"),
    h(
      "ul",
      {},
      view.hand.map((id) =>
        h(
          "li",
          { title: CARDS[id]?.text ?? "" },
          `${cardName(id)} (${CARDS[id]?.type ?? "card"}) `,
          ...(byCard.get(id) ?? []).map((a) =>
            h("button", { disabled: !ctx.interactive, onclick: () => ctx.act(a.index) }, actionLabel(a, ctx)),
          ),
        ),
      ),
    ),
  );
}

function actionLabel(action: LegalAction, _ctx: RenderContext): string {
  const a = action.action as JsonObject;
  const type = String(a.type);
  if (type === "play") {
    const parts = [`Play ${cardName(String(a.card))}`];
    if (typeof a.target === "number" && a.target >= 0) parts.push(`at seat ${a.target}`);
    if (typeof a.item === "number" && a.item > 0) parts.push(`against #${a.item}`);
    if (a.option) parts.push(`(${String(a.option)})`);
    return parts.join(" ");
  }
  if (type === "order-drink") return `Order a Drink for seat ${String(a.target)}`;
  if (type === "discard") return `Discard ${cardName(String(a.card))}`;
  if (type === "draw") return "Done: draw up";
  if (type === "pass") return "Pass";
  if (type === "pay-with") return a.card ? `Pay with ${cardName(String(a.card))}` : "Pay with a Gold";
  if (type === "pick-prize") return `Play for ${cardName(String(a.card))}`;
  return humanize(action.text);
}

function render(ctx: RenderContext): HTMLElement {
  const view = ctx.view as unknown as View;
  return h(
    "div",
    { class: "rdi" },
    h("p", { class: "rdi-turn" }, `Turn ${view.turn} · seat ${view.active} · ${view.phase} · Drink Deck ${view.drink_deck_count} · Inn ${view.inn}`),
    seats(view),
    h("div", { class: "rdi-middle" }, stack(view), gambling(view)),
    view.seat !== null ? hand(view, ctx) : null,
  );
}

const EVENT_CLASS: Record<string, string> = {
  "turn-started": "ev-turn",
  "stat-changed": "ev-health",
  "player-out": "ev-bad",
  "game-over": "ev-turn",
  "drink-revealed": "ev-reveal",
  "elixir-kept": "ev-good",
  "gambling-ended": "ev-good",
};

export const renderer: GameRenderer = {
  load,
  render,
  actionLabel,
  eventClass: (event: EventItem) => EVENT_CLASS[String(event.event.type)] ?? "",
};
