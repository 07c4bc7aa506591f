/**
 * The middle of the table: whose turn and which phase; the cards being played (the stack, top
 * first, R-6) as cards with their text, who played each, whom it targets and who may respond now;
 * the Drink deck and discard, the Inn's Gold, Prizes and debts; a Round of Gambling (R-8) with its
 * pot and who is in; and your hand as cards with a button for each play it has now.
 */

import { h } from "../../dom";
import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { seatColor } from "../../seats";
import { cardBack, cardFace } from "./cards";
import { cardName, drinkNumbers, listWords, optionWords, shortName, typeLabel, who } from "./catalog";
import { waitingOn } from "./players";
import type { StackItem_Play_ as StackItem, View } from "./view.gen";

const PHASE: Record<string, string> = {
  start: "start of the turn",
  discard: "discard and draw",
  action: "Action phase",
  order: "ordering a Drink",
  drink: "drinking",
  over: "the game is over",
};

export function header(view: View): HTMLElement {
  if (view.result) {
    const winners = view.result.winners.map((s) => who(view, s) + (s === view.seat ? " (you)" : ""));
    const last = winners.length === 1 ? `${winners[0]} is the last one standing` : winners.length ? `${listWords(winners)} are the last standing` : "nobody is left standing";
    return h(
      "div",
      { class: "rdi-header" },
      h("span", { class: "rdi-header-turn" }, `Game over after ${view.turn} turns: `, h("strong", {}, last)),
      h("span", { class: "muted" }, `Inn: ${view.inn} Gold`),
    );
  }
  const active = shortName(view.seats[view.active]?.character ?? "");
  const turn = view.active === view.seat ? "your turn" : `${active}'s turn`;
  const phase = view.gambling ? "a Round of Gambling" : (PHASE[view.phase] ?? "");
  return h(
    "div",
    { class: "rdi-header" },
    h("span", { class: "rdi-header-turn" }, `Turn ${view.turn} · `, h("strong", { style: { color: seatColor(view.active) } }, turn), phase ? ` · ${phase}` : ""),
    h("span", { class: "muted" }, `Inn: ${view.inn} Gold`),
  );
}

// --- the stack ------------------------------------------------------------------------------------

function itemLines(view: View, item: StackItem): string[] {
  const p = item.payload;
  const lines: string[] = [];
  const from = item.source === null || item.source < 0 ? "" : who(view, item.source);
  if (p.kind === "drink") {
    lines.push(`${who(view, p.drinker)} drinks it${p.copy ? " (a copy for the round)" : ""}`);
    if (p.parts.length > 1) lines.push(`With: ${p.parts.slice(1).map((id) => `${cardName(id)}${drinkNumbers(id) ? ` (${drinkNumbers(id)})` : ""}`).join(", ")}`);
  } else if (p.kind === "event") {
    lines.push(`Revealed by ${who(view, p.seat)} from their Drink Me! pile`);
  } else if (p.kind === "ante") {
    lines.push(`Everyone in the round antes ${p.amount} Gold: ${listWords(p.payers.map((s) => who(view, s)))}`);
  } else if (p.kind === "winnings") {
    lines.push(`${who(view, p.seat)} takes the pot of ${p.amount} Gold`);
  } else if (p.kind === "prize") {
    lines.push(`The Prize this round is played for`);
  } else if (p.kind === "debuff") {
    const what = p.option === "mind" ? "Alcohol to gain" : "Fortitude to lose";
    lines.push(`${p.amount} more ${what} for ${who(view, p.target)}, from ${who(view, p.also)}'s Debuff (it may be answered)`);
  } else {
    lines.push(`Played by ${from || who(view, p.seat)}${item.counts_as && item.counts_as !== "action" && item.counts_as !== "card" ? ` as a ${typeLabel(item.counts_as)} card` : ""}`);
  }
  if (p.target >= 0 && p.kind !== "drink" && p.kind !== "debuff") lines.push(`At ${who(view, p.target)}`);
  const answers = p.target_item > 0 ? p.target_item : (item.responds_to ?? 0);
  if (answers > 0) {
    const other = view.stack.items.find((i) => i.uid === answers);
    if (other) lines.push(`Against ${itemTitle(other)}${other.source !== null && other.source >= 0 ? ` (${who(view, other.source)})` : ""}`);
  }
  if (p.option) lines.push(`Paid by ${optionWords(p.option)}`);
  if (p.delta) lines.push(`${p.delta > 0 ? "+" : ""}${p.delta} to its numbers`);
  if (p.halves) lines.push(p.halves === 1 ? "Watered down: numbers halved" : `Watered down ${p.halves} times`);
  if (p.converted) lines.push("Its Alcohol is gained as Fortitude");
  if (item.ignored_by.length) lines.push(`Ignored by ${listWords(item.ignored_by.map((s) => who(view, s)))}`);
  return lines;
}

function itemTitle(item: StackItem): string {
  const p = item.payload;
  if (p.kind === "ante") return "the ante";
  if (p.kind === "winnings") return "the winnings";
  if (p.kind === "debuff") return `a ${DEBUFF_NAMES[p.option] ?? "Debuff"} strike`;
  return cardName(p.card || p.parts[0] || "");
}

/** Natyli's Debuff Tokens by kind (their strikes wait on the stack, 002 L884). */
const DEBUFF_NAMES: Record<string, string> = { pain: "Pain Curse", mind: "Mind Hex", power: "Power Jinx" };

/** A pseudo-card on the stack (an ante, the winnings, a Debuff's strike) drawn like a card. */
function pseudoCard(title: string, lines: string[], cls: string, type = "Gambling"): HTMLElement {
  return h(
    "div",
    { class: `rdi-card type-gambling ${cls}`, role: "group", "aria-label": `${title}. ${lines.join(". ")}.` },
    h("div", { class: "rdi-card-type" }, type),
    h("div", { class: "rdi-card-name" }, title),
    lines.map((l) => h("div", { class: "rdi-card-note" }, l)),
  );
}

function stackCard(view: View, item: StackItem, top: boolean): HTMLElement {
  const p = item.payload;
  const lines = itemLines(view, item);
  const cls = `${top ? "top" : ""}${item.negated ? " negated" : ""}`;
  if (p.kind === "ante") return pseudoCard(`Ante ${p.amount} Gold`, lines, cls);
  if (p.kind === "winnings") return pseudoCard("The winnings", lines, cls);
  if (p.kind === "debuff") return pseudoCard(`${DEBUFF_NAMES[p.option] ?? "Debuff"} strikes`, lines, cls, "Debuff");
  const id = p.card || p.parts[0] || "";
  return cardFace(id, { notes: lines, cls, stamp: item.negated ? "Negated" : undefined });
}

function respondLine(view: View): HTMLElement | null {
  const w = view.stack.window;
  const waiting = waitingOn(view);
  if (!w || !waiting || waiting.what !== "may respond now") return null;
  const order = w.order.map((s) => who(view, s));
  return h(
    "p",
    { class: "rdi-respond" },
    h("strong", { style: { color: seatColor(waiting.seat) } }, waiting.seat === view.seat ? "You" : who(view, waiting.seat)),
    " may respond now (a Sometimes or Anytime card), or pass.",
    order.length > 1 ? h("span", { class: "muted" }, ` Asked in turn: ${order.join(", ")}.`) : null,
  );
}

export function stack(view: View): HTMLElement {
  const items = [...view.stack.items].reverse();
  return h(
    "section",
    { class: "panel rdi-stack", "aria-label": "Cards being played" },
    h("h3", {}, items.length ? `Being played (${items.length}): the top one resolves first` : "Nothing being played"),
    respondLine(view),
    view.window_kind === "last_chance" ? h("p", { class: "rdi-warn" }, "Last chance: someone is about to leave the inn.") : null,
    items.length ? h("div", { class: "rdi-stack-cards" }, items.map((item, k) => stackCard(view, item, k === 0))) : null,
  );
}

// --- drinks, the Inn, prizes ------------------------------------------------------------------------

function prizeChips(ctx: RenderContext, id: string): LegalAction[] {
  return ctx.legal.filter((a) => a.action.type === "pick-prize" && a.action.card === id);
}

export function drinks(view: View, ctx: RenderContext): HTMLElement {
  const top = view.drink_discard.length ? view.drink_discard[view.drink_discard.length - 1] : "";
  const debts = view.debts.map((d) => `${who(view, d.payer)} owes ${who(view, d.payee)} ${d.amount} Gold`);
  return h(
    "section",
    { class: "panel rdi-drinks", "aria-label": "The Drink deck and the Inn" },
    h("h3", {}, "Drinks"),
    h(
      "div",
      { class: "rdi-piles" },
      h("div", { class: "rdi-pile" }, cardBack(`Drink deck: ${view.drink_deck_count} cards`, view.drink_deck_count), h("span", {}, `Drink deck ${view.drink_deck_count}`)),
      top
        ? h("div", { class: "rdi-pile" }, cardFace(top, { size: "small" }), h("span", {}, `Discarded Drinks ${view.drink_discard.length}`))
        : h("div", { class: "rdi-pile muted" }, "No Drinks discarded yet"),
    ),
    h(
      "ul",
      { class: "rdi-facts" },
      h("li", {}, `The Inn holds ${view.inn} Gold${view.inn_valuables.length ? ` and ${view.inn_valuables.map(cardName).join(", ")}` : ""}`),
      view.contest ? h("li", {}, `Drinking contest tie: ${listWords(view.contest.leaders.map((s) => who(view, s)))} drink again`) : null,
      debts.length ? h("li", {}, `Still to pay: ${debts.join("; ")}`) : null,
      view.elixir_claims.length ? h("li", {}, `Elixirs claimed: ${view.elixir_claims.map(([id, s]) => `${cardName(id)} by ${who(view, s)}`).join(", ")}`) : null,
    ),
    view.prizes.length
      ? h(
          "div",
          { class: "rdi-prizes" },
          h("div", { class: "muted" }, view.picking_prize ? "Pick the Prize to play for:" : "Prizes still to win:"),
          h("div", { class: "rdi-row" }, view.prizes.map((id) => cardFace(id, { size: "small", ctx, actions: prizeChips(ctx, id) }))),
        )
      : null,
  );
}

// --- gambling ------------------------------------------------------------------------------------

export function gambling(view: View): HTMLElement | null {
  const g = view.gambling;
  if (!g) return null;
  const coins = Array.from({ length: Math.min(g.pot, 24) }, () => h("span", { class: "rdi-coin full" }));
  const everyone = [...new Set([...g.anted, ...g.players])];
  return h(
    "section",
    { class: "panel rdi-gambling", "aria-label": `Round of Gambling: pot ${g.pot} Gold` },
    h("h3", {}, "Round of Gambling"),
    h(
      "div",
      { class: "rdi-pot" },
      h("span", { class: "rdi-pot-coins", "aria-hidden": "true" }, coins),
      h("span", { class: "rdi-pot-amount" }, `Pot: ${g.pot} Gold`),
    ),
    g.prize ? h("div", { class: "rdi-row" }, h("span", {}, "Played for: "), cardFace(g.prize, { size: "small" })) : null,
    g.valuables.length ? h("div", {}, `Also in the pot: ${g.valuables.map(cardName).join(", ")}`) : null,
    h(
      "ul",
      { class: "rdi-gamblers", "aria-label": "Who is in the round" },
      everyone.map((seat) => {
        const inRound = g.players.includes(seat);
        const notes = [
          seat === g.controller ? "winning" : "",
          seat === g.turn ? "to play now" : "",
          inRound ? "" : "dropped out",
        ].filter(Boolean);
        return h(
          "li",
          { class: `rdi-gambler${inRound ? "" : " folded"}${seat === g.controller ? " winning" : ""}`, style: { "--seat": seatColor(seat) } },
          h("span", { class: "rdi-gambler-name" }, who(view, seat) + (seat === view.seat ? " (you)" : "")),
          notes.length ? h("span", { class: "rdi-gambler-note" }, notes.join(", ")) : null,
        );
      }),
    ),
    h(
      "p",
      { class: "muted rdi-gamble-rule" },
      g.winning_hand
        ? "A winning hand is down: only a Cheating card takes control now."
        : "Whoever is winning when everyone else passes takes the pot.",
    ),
  );
}

// --- your hand -----------------------------------------------------------------------------------

export function hand(view: View, ctx: RenderContext): HTMLElement | null {
  if (view.seat === null) return null;
  const byCard = new Map<string, LegalAction[]>();
  for (const a of ctx.legal) {
    const id = a.action.card;
    if (typeof id === "string" && (a.action.type === "play" || a.action.type === "discard" || a.action.type === "pay-with")) {
      byCard.set(id, [...(byCard.get(id) ?? []), a]);
    }
  }
  const seen = new Set<string>();
  return h(
    "section",
    { class: "panel rdi-hand", "aria-label": `Your hand: ${view.hand.length} cards` },
    h("h3", {}, `Your hand (${view.hand.length})`, h("span", { class: "muted rdi-hint" }, "tap a card to read it larger")),
    view.hand.length
      ? h(
          "div",
          { class: "rdi-hand-cards" },
          view.hand.map((id) => {
            // Two copies of a card share their plays: the buttons go on the first copy only.
            const actions = seen.has(id) ? [] : (byCard.get(id) ?? []);
            seen.add(id);
            return cardFace(id, { ctx, actions });
          }),
        )
      : h("p", { class: "muted" }, "No cards in hand."),
  );
}
