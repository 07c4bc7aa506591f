/**
 * Red Dragon Inn events in plain language for the log (the engine's own text is "kind
 * field=value"): players by their characters' names, cards by name. The log has no view of its
 * own: `noteView` keeps the characters of the latest view drawn; before any, a player is written
 * "seat N", which the log shows as that player's name chip.
 */

import type { EventItem, JsonObject } from "../../protocol";
import { cardName, listWords, optionWords, shortName } from "./catalog";
import type { View } from "./view.gen";

let characters: string[] = [];
/** Stack item uid -> the card it carries, from `card-played` events and views (for later events). */
const items = new Map<number, string>();
/** Stack item uid -> its kind when it carries no card (an ante, the winnings). */
const kinds = new Map<number, string>();

export function noteView(view: View): void {
  characters = view.seats.map((s) => s.character);
  for (const item of view.stack.items) {
    const id = item.payload.card || item.payload.parts[0] || "";
    if (id) items.set(item.uid, id);
    else kinds.set(item.uid, item.payload.kind);
  }
}

function who(n: unknown): string {
  const seat = Number(n);
  if (seat === -1) return "the Inn";
  if (seat === -2) return "the pot";
  const id = characters[seat];
  return id ? shortName(id) : `seat ${seat}`;
}

const card = (e: JsonObject, key = "card"): string => cardName(String(e[key] ?? ""));
const cards = (e: JsonObject, key = "cards"): string[] => (Array.isArray(e[key]) ? (e[key] as string[]).map((c) => cardName(c)) : []);
const item = (uid: unknown, fallback = ""): string => cardName(items.get(Number(uid)) ?? fallback);
const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

const STAT: Record<string, string> = { fortitude: "Fortitude", alcohol: "Alcohol", gold: "Gold" };
const PHASE: Record<string, string> = {
  discard: "Discard and draw",
  action: "Action",
  order: "Order a Drink",
  drink: "Drink",
};
const OUT: Record<string, string> = { "passed-out": "passes out", broke: "is broke and leaves the inn" };
const CONTROL: Record<string, string> = {
  caught: "catches a cheater and takes control of the round",
  steal: "steals control of the round",
};
const MOMENTUM: Record<string, string> = { "turn-start": "start of the turn", spend: "spent", gain: "gained" };
const PENALTY: Record<string, string> = {
  alcohol: "gains {} Alcohol",
  gold: "pays {} Gold to the Inn",
  fortitude: "loses {} Fortitude",
};

type Teller = (e: JsonObject) => string;

const TELL: Record<string, Teller> = {
  "turn-started": (e) => `Turn ${String(e.turn)}: ${who(e.seat)}'s turn`,
  "phase-began": (e) => `${who(e.seat)}'s ${PHASE[String(e.phase)] ?? "next"} phase`,
  "cards-discarded": (e) => `${who(e.seat)} discards ${listWords(cards(e)) || "nothing"}`,
  "cards-drawn": (e) => {
    const seen = cards(e);
    if (seen.length) return `${who(e.seat)} draws ${listWords(seen)}`;
    return Number(e.count) ? `${who(e.seat)} draws ${plural(Number(e.count), "card")}` : `${who(e.seat)} draws nothing`;
  },
  "card-played": (e) => {
    items.set(Number(e.uid), String(e.card));
    const parts = [`${who(e.seat)} plays ${card(e)}`];
    if (Number(e.target) >= 0) parts.push(`at ${who(e.target)}`);
    if (Number(e.item) > 0) parts.push(`against ${item(e.item)}`);
    if (e.option) parts.push(optionWords(String(e.option)));
    return parts.join(" ");
  },
  "card-resolved": (e) => {
    if (!e.card && !items.has(Number(e.uid))) {
      const kind = kinds.get(Number(e.uid));
      if (kind === "ante") return e.negated ? "The ante is called off" : "The ante goes into the pot";
      if (kind === "winnings") return "The winner takes the pot";
      return e.negated ? "A negated play is set aside" : "A play of the round takes effect";
    }
    const name = e.card ? card(e) : item(e.uid);
    return e.negated ? `${name} was negated: it does nothing` : `${name} takes effect`;
  },
  "cards-unwound": (e) => `Back to their owners: ${listWords(cards(e))}`,
  "stat-changed": (e) => {
    const amount = Number(e.amount);
    const stat = STAT[String(e.stat)] ?? String(e.stat);
    const verb = amount >= 0 ? "gains" : "loses";
    const from = Number(e.source) >= 0 && Number(e.source) !== Number(e.seat) ? ` (from ${who(e.source)})` : "";
    return `${who(e.seat)} ${verb} ${Math.abs(amount)} ${stat}${from}: now ${String(e.value)}`;
  },
  "gold-paid": (e) => `${who(e.payer)} pays ${String(e.amount)} Gold to ${who(e.payee)}`,
  ignored: (e) => `${who(e.seat)} ignores ${item(e.uid)}`,
  negated: (e) => `${item(e.uid)} is negated`,
  redirected: (e) => `${item(e.uid)} now goes to ${who(e.target)}`,
  "drink-modified": (e) => `${item(e.uid)} changes by ${Number(e.delta) > 0 ? "+" : ""}${String(e.delta)}`,
  "drink-ordered": (e) => `${who(e.seat)} orders a Drink for ${who(e.target)}`,
  "drink-revealed": (e) => {
    const what = listWords(cards(e));
    if (e.purpose === "event") return `${who(e.seat)} reveals a Drink Event: ${what}`;
    if (e.purpose === "contest") return `${who(e.seat)} reveals ${what} for the contest`;
    if (e.purpose === "round") return `A round on the house: ${what}`;
    return `${who(e.seat)} reveals ${what}`;
  },
  "sobered-up": (e) => `${who(e.seat)} sobers up`,
  "drink-deck-reshuffled": (e) => `The Drink deck is reshuffled (${plural(Number(e.size), "card")})`,
  "contest-won": (e) => `${who(e.seat)} wins the drinking contest with ${String(e.score)}`,
  "contest-tied": (e) => `${listWords((e.seats as number[]).map(who))} tie the contest at ${String(e.score)}`,
  "gambling-started": (e) => `${who(e.seat)} starts a Round of Gambling`,
  "control-taken": (e) => `${who(e.seat)} ${CONTROL[String(e.how)] ?? "takes control of the round"}`,
  "left-round": (e) => `${who(e.seat)} drops out of the round`,
  "gambling-ended": (e) => `${who(e.winner)} wins the Round of Gambling and ${String(e.pot)} Gold`,
  "turn-ended-early": (e) => `${who(e.seat)}'s turn ends early`,
  "player-out": (e) => `${who(e.seat)} ${OUT[String(e.how)] ?? "is out"}`,
  "valuable-paid": (e) => `${who(e.payer)} pays ${card(e)} (worth 1 Gold) to ${who(e.payee)}`,
  "elixir-kept": (e) => `${who(e.seat)} keeps ${card(e)} in front of them`,
  "game-over": (e) => {
    const winners = (e.winners as number[]).map(who);
    return winners.length ? `Game over: ${listWords(winners)} ${winners.length === 1 ? "is" : "are"} the last standing` : "Game over: nobody is left standing";
  },
  "instrument-smashed": (e) => `${who(e.seat)} smashes the ${String(e.instrument)} to play ${card(e)}`,
  "instrument-restored": (e) => `${who(e.seat)} restores the ${String(e.instrument)}`,
  "momentum-changed": (e) => `${who(e.seat)}'s Momentum is now ${String(e.value)} (${MOMENTUM[String(e.why)] ?? "changed"})`,
  "heat-gained": (e) => `${who(e.seat)} has ${String(e.value)} Heat${Number(e.penalties_due) ? ": a penalty to choose" : ""}`,
  "heat-penalty-paid": (e) => `${who(e.seat)} ${(PENALTY[String(e.penalty)] ?? "pays {}").replace("{}", String(e.amount))} (Heat penalty)`,
  "player-marked": (e) => `${who(e.by)} marks ${who(e.seat)}`,
  "player-unmarked": (e) => `${who(e.seat)} is no longer marked by ${who(e.by)}`,
  "pet-fetched": (e) => `${who(e.seat)} takes the Pet ${card(e)} back into hand`,
};

export function eventText(event: EventItem): string {
  const teller = TELL[String(event.event.type)];
  if (!teller) return event.text;
  try {
    return teller(event.event);
  } catch {
    return event.text;
  }
}
