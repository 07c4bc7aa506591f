/**
 * OOTS events in plain language for the log (the engine's own text is "kind field=value"), and
 * their CSS classes. Seats are written "seat N" so the log shows them as name chips; cards by name.
 */

import type { EventItem, JsonObject } from "../../protocol";
import { cardName } from "./catalog";
import type { View } from "./view.gen";

/** The latest view drawn (room and NPC names for the log; the log has no view of its own). */
let latest: View | null = null;

export function noteView(view: View): void {
  latest = view;
}

/** Rooms named by `room-explored` events so far (the log is written before the view is drawn). */
const explored = new Map<string, string>();

function roomName(floor: number, pos: number): string {
  const card = explored.get(`${floor}:${pos}`) ?? latest?.floors[floor]?.rooms.find((r) => r.pos === pos)?.card;
  return card ? cardName(card) : "";
}

/** A room by its name and floor ("the Wine Cellar on floor 1"); positions (which run negative
 * west of the stairs) are never shown. */
function placeName(floor: number, pos: number): string {
  const name = roomName(floor, pos);
  const on = floor > (latest?.floors_count ?? Infinity) ? "in Xykon's Lair" : `on floor ${floor}`;
  return name ? `${name} ${on}` : `an unexplored room ${on}`;
}

type Teller = (e: JsonObject) => string;

const seat = (e: JsonObject, key = "seat"): string => `seat ${String(e[key])}`;
const name = (e: JsonObject, key: string): string => cardName(String(e[key] ?? ""));
const where = (e: JsonObject): string => (Number(e.floor) === 0 ? "the Entrance" : placeName(Number(e.floor), Number(e.pos)));
function helper(e: JsonObject, key: string): string {
  const n = Number(e[key]);
  if (n >= 0) return seat(e, key);
  const npc = latest?.npcs[-1 - n];
  return `NPC ${npc ? cardName(npc) : -n}`;
}
const list = (e: JsonObject, key: string): string => (Array.isArray(e[key]) ? (e[key] as string[]).map((c) => cardName(c)).join(", ") : "");

const TELL: Record<string, Teller> = {
  "first-player-chosen": (e) => `${seat(e)} goes first`,
  "starting-shticks-chosen": (e) => `${seat(e)} starts with ${list(e, "shticks")}`,
  "turn-began": (e) => `Turn ${Number(e.number) + 1}: ${seat(e)} plays`,
  "turn-missed": (e) => `${seat(e)} misses this turn`,
  "stood-up": (e) => `${seat(e)} stands up from resting${Number(e.healed) ? ` and heals ${String(e.healed)} Wound(s)` : ""}`,
  moved: (e) => `${seat(e)} moves to ${where(e)}`,
  "room-explored": (e) => `${seat(e)} explores ${name(e, "room")} ${Number(e.floor) > (latest?.floors_count ?? Infinity) ? "in Xykon's Lair" : `on floor ${String(e.floor)}`}`,
  "stairs-found": (e) => `${seat(e)} finds stairs down at ${where(e)}`,
  "monster-placed": (e) => `${seat(e)} puts ${name(e, "monster")} into the battle (${String(e.size)} so far)`,
  "hand-redrawn": (e) => `${seat(e)} discards the Battle Hand and draws ${String(e.count)}`,
  "battle-began": (e) => `${seat(e)} ${e.attacker ? "attacks" : "defends against"} ${name(e, "monster")}${Number(e.distance) ? ` at range ${String(e.distance)}` : ""}`,
  "shtick-chosen": (e) => `${seat(e)} battles with ${e.shtick && e.shtick !== "none" ? name(e, "shtick") : "no shtick"}`,
  "help-offered": (e) => `${seat(e)} offers ${name(e, "loot")} to ${helper(e, "helper")} for help`,
  "help-answered": (e) => `${helper(e, "helper")} ${e.accepted ? "accepts" : "refuses"} the offer`,
  "screw-played": (e) => `${seat(e)} plays Screw This! ${name(e, "card")}`,
  "battle-resolved": (e) =>
    `${seat(e)} rolls ${String(e.roll)}: ${String(e.player_total)} against ${e.monster ? name(e, "monster") : "the defender"}'s ${String(e.monster_total)} — ${String(e.result)}`,
  "wounds-lost": (e) => `${seat(e)} loses ${String(e.count)} Wound(s) (${String(e.wounds)} now)`,
  healed: (e) => `${seat(e)} is healed (${String(e.wounds)} Wounds now)`,
  "monster-defeated": (e) => `${seat(e)} defeats ${name(e, "monster")}${e.saved ? " and keeps it" : ""}`,
  "loot-dropped": (e) => `${String(e.count)} Loot dropped at ${where(e)}`,
  "loot-taken": (e) => `${seat(e)} takes ${e.card ? name(e, "card") : "a Loot card"}`,
  "loot-lost": (e) => `${seat(e)} loses ${name(e, "card")}`,
  "loot-paid": (e) => `${seat(e)} pays ${name(e, "card")} to ${helper(e, "helper")}`,
  equipped: (e) => `${seat(e)} ${e.on ? "equips" : "unequips"} ${name(e, "card")}`,
  "shtick-gained": (e) => `${seat(e)} gains the shtick ${name(e, "card")}`,
  "shticks-flipped": (e) => `${seat(e)} ${e.up ? "unflips" : "flips"} ${list(e, "cards")}`,
  "monsters-traded": (e) => `${seat(e)} trades in ${list(e, "cards")}`,
  "trap-sprung": (e) => `A trap! ${name(e, "card")} springs on ${seat(e)}`,
  "trap-disarmed": (e) => `${seat(e)} disarms the Trap ${name(e, "card")}`,
  "shadow-picked": (e) => `${seat(e)} picks ${name(e, "npc")} as their shadow`,
  "flee-began": (e) => `${seat(e)} flees`,
  rested: (e) => `${seat(e)} rests`,
  paralyzed: (e) => `${seat(e)} is paralyzed`,
  "lair-entered": (e) => `${seat(e)} enters Xykon's Lair`,
  "xykon-card-drawn": (e) => `A Xykon card is drawn: ${name(e, "card")} at ${where(e)}`,
  "collapse-began": (e) => `The dungeon starts to collapse! (${String(e.reason)})`,
  "monster-escaped": (e) => `${name(e, "monster")} escapes the collapse from ${where(e)}`,
  "room-removed": (e) => `${seat(e)} removes ${where(e)}`,
  "player-left": (e) => `${seat(e)} leaves the dungeon (#${Number(e.rank) + 1})`,
  "game-ended": (e) => `The game ends. Bragging Points: ${Array.isArray(e.scores) ? e.scores.join(", ") : ""}`,
  "die-rolled": (e) => `${e.seat === null || e.seat === undefined ? "The game" : seat(e)} rolls a d${String(e.sides)} for ${String(e.purpose)}: ${String(e.value)}`,
  "deck-shuffled": (e) => `The ${String(e.deck)} deck is shuffled (${String(e.size)} cards)`,
};

export function eventText(item: EventItem): string {
  const e = item.event;
  if (e.type === "first-player-chosen") explored.clear();
  if (e.type === "room-explored") explored.set(`${String(e.floor)}:${String(e.pos)}`, String(e.room));
  const tell = TELL[String(item.event.type)];
  return tell ? tell(item.event) : item.text;
}

const GOOD = ["trap-disarmed", "monster-defeated", "shtick-gained", "healed", "stood-up", "player-left", "stairs-found", "room-explored"];
const BAD = ["wounds-lost", "trap-sprung", "loot-lost", "paralyzed", "turn-missed", "flee-began", "collapse-began", "monster-escaped", "room-removed"];

export function eventClass(item: EventItem): string {
  const type = String(item.event.type);
  if (type === "turn-began" || type === "game-ended") return "ev-turn";
  if (type === "die-rolled" || type === "battle-resolved") return "ev-dice";
  if (type === "battle-began" || type === "monster-placed" || type === "screw-played") return "ev-attack";
  if (GOOD.includes(type)) return "ev-good";
  if (BAD.includes(type)) return "ev-bad";
  if (type === "loot-taken" || type === "xykon-card-drawn") return "ev-reveal";
  return "";
}
