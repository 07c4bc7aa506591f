/**
 * Dungeon Fighter events in words for the log: heroes and monsters by name (the engine's own text
 * says "hero 0" and card ids), requirements and abilities by their names. Heroes are named from
 * the latest view drawn; an event this does not know keeps the server's text.
 */

import type { EventItem, JsonObject } from "../../protocol";
import { card as cardOf, cardName, requirementName, titleCase } from "./catalog";
import type { View } from "./view.gen";

let latest: View | null = null;

export function noteView(view: View): void {
  latest = view;
}

const MISS: Record<string, string> = {
  board_before_bounce: "no bounce before the board",
  hole: "through a hole",
  bone: "on a bone",
  off_board: "off the board",
  knocked: "knocked a resting die",
};

function hero(e: JsonObject, key = "hero"): string {
  const i = Number(e[key]);
  const card = latest?.state.heroes[i]?.card;
  return card ? cardName(card) : `Hero ${i + 1}`;
}

function words(id: unknown): string {
  return titleCase(String(id ?? "")).toLowerCase();
}

function thrown(e: JsonObject): string {
  const o = e.outcome as JsonObject;
  const where = o.zone !== "none" ? `section ${String(o.zone)}` : String(o.rest).replace(/_/g, " ");
  const face = o.special ? "the special icon" : `face ${String(o.face_index)}`;
  const reasons = [
    ...((o.miss_reasons as string[]) ?? []).filter((r) => r !== "requirement").map((r) => MISS[r] ?? words(r)),
    ...((o.failed_requirements as string[]) ?? []).map((id) => `${requirementName(id)} failed`),
  ];
  const verdict = e.contact ? "contact" : `miss (${reasons.join(", ") || "no contact"})`;
  return `${hero(e)} throws the ${String(e.die)} die: ${where}, ${face} — ${verdict}`;
}

const TELL: Record<string, (e: JsonObject) => string> = {
  moved: (e) => (e.room === "boss" ? "The party faces the final boss" : `The party moves to floor ${Number(e.floor) + 1}, room ${String(e.room).toUpperCase()}`),
  "monster-revealed": (e) =>
    `${cardName(String(e.monster))} appears (${e.boss ? "the final boss" : `a level ${Number(e.tier) + 1} monster`}, ${String(e.hp)} hp, ${String(e.gold)} gold)`,
  "die-thrown": thrown,
  "ability-activated": (e) => {
    const card = latest?.state.heroes[Number(e.hero)]?.card;
    const ability = (card ? cardOf(card).abilities : []).find((a) => a.op === e.ability)?.name ?? titleCase(String(e.ability));
    const colours = ["blue", "green", "red", "white"];
    const from = colours.includes(String(e.source)) ? `the ${String(e.source)} die` : cardName(String(e.source));
    return `${hero(e)}'s ${ability} takes effect (${from})`;
  },
  "monster-damaged": (e) => `The monster loses ${String(e.amount)} hp (${String(e.hp)} left)`,
  "monster-healed": (e) => `The monster heals ${String(e.amount)} hp (${String(e.hp)} now)`,
  "hero-damaged": (e) => `${hero(e)} loses ${String(e.amount)} hp (${words(e.cause)}; ${String(e.hp)} left)`,
  "hero-healed": (e) => `${hero(e)} heals ${String(e.amount)} hp (${String(e.hp)} now)`,
  "hero-fainted": (e) => `${hero(e)} faints`,
  "monster-defeated": (e) => `${cardName(String(e.monster))} is defeated${e.bullseye ? " with a bullseye" : ""}`,
  "party-defeated": (e) => `The party is defeated: ${String(e.damage)} hp each; the hero dice go to ${hero(e, "dice_to")}`,
  "dice-passed": (e) => `The ${((e.dice as string[]) ?? []).join(", ")} ${((e.dice as string[]) ?? []).length === 1 ? "die passes" : "dice pass"} to ${hero(e)}`,
  "backed-down": (e) => `The party backs down from ${cardName(String(e.monster))}`,
  "gold-changed": (e) => `${Number(e.amount) >= 0 ? "+" : ""}${String(e.amount)} gold (${words(e.cause)}): ${String(e.chest)} in the chest`,
  "bonus-dice-changed": (e) => `${Number(e.amount) >= 0 ? "+" : ""}${String(e.amount)} bonus ${Math.abs(Number(e.amount)) === 1 ? "die" : "dice"} (${words(e.cause)}): ${String(e.chest)} in the chest`,
  "card-gained": (e) => `${hero(e)} gains ${cardName(String(e.card))} (${words(e.cause)})`,
  "card-discarded": (e) => `${hero(e)} discards ${cardName(String(e.card))} (${words(e.cause)})`,
  "card-drawn-face-down": (e) => `${hero(e)} takes an equipment card face down`,
  "shop-opened": (e) => `The shop opens: ${((e.cards as string[]) ?? []).map(cardName).join(", ")}`,
  scarred: (e) => `${hero(e)} takes a scar on the ${String(e.colour)} ability (${String(e.hp)} hp)`,
  "hero-eliminated": (e) => `${hero(e)} is eliminated`,
  "leader-changed": (e) => `${hero(e)} is the new leader`,
};

export function eventText(item: EventItem): string {
  const tell = TELL[String(item.event.type)];
  return tell ? tell(item.event) : item.text.replace(/\bhero (\d+)\b/g, (_m, n: string) => hero({ hero: Number(n) }));
}
