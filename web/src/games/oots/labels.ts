/**
 * Plain-language names for OOTS places, helpers and legal actions, and the arrow keys: left and
 * right walk along a floor, up and down take the stairs (the Entrance is at the top).
 */

import type { JsonObject, LegalAction } from "../../protocol";
import type { Direction, RenderContext } from "../../renderers";
import { seatName } from "../../seats";
import { humanize } from "../../renderers";
import { card, cardName, shtickStats, titleCase } from "./catalog";
import type { Place } from "./types";
import type { PlayerView, RoomView, View } from "./view.gen";

export function roomAt(view: View, floor: number, pos: number): RoomView | null {
  return view.floors[floor]?.rooms.find((r) => r.pos === pos) ?? null;
}

export function floorName(view: View, floor: number): string {
  if (floor === 0) return "the Entrance";
  if (floor === view.floors_count + 1) return "Xykon's Lair";
  return `floor ${floor}`;
}

/** "floor 1, Kennel" / "the Entrance" / "Xykon's Lair, Safe Haven". */
export function placeName(view: View, place: Place): string {
  const [f, pos] = place;
  if (f === 0) return "the Entrance";
  const room = roomAt(view, f, pos);
  return `${floorName(view, f)}, ${room ? cardName(room.card) : "an unexplored room"}`;
}

/** A seat's character name ("Belkar"). */
export function characterOf(view: View, seat: number): string {
  const p = view.players.find((q) => q.seat === seat);
  return p ? cardName(p.character) : `seat ${seat}`;
}

/** "seat 2" for players (the log shows a name chip), "NPC Elan" for NPC k = -1-k (R051). */
export function helperName(view: View, helper: number): string {
  if (helper >= 0) return `seat ${helper}`;
  const npc = view.npcs[-1 - helper];
  return `NPC ${npc ? cardName(npc) : -helper}`;
}

export function deciding(view: View, ctx: RenderContext): PlayerView | null {
  const seat = ctx.decision?.seat ?? view.turn.seat;
  return view.players.find((p) => p.seat === seat) ?? null;
}

function names(ids: unknown): string {
  return Array.isArray(ids) ? ids.map((c) => cardName(String(c))).join(", ") : "";
}

function stepLabel(view: View, me: PlayerView | null, f: number, pos: number): string {
  const room = roomAt(view, f, pos);
  const here = me?.place ?? [0, 0];
  if (f !== here[0]) {
    const way = f < here[0] ? "up" : "down";
    return room ? `Take the stairs ${way} to ${placeName(view, [f, pos])}` : `Take the stairs ${way} and explore ${floorName(view, f)}`;
  }
  const side = pos < here[1] ? "west" : "east";
  return room ? `Move ${side} to ${cardName(room.card)}` : `Explore a new room to the ${side}`;
}

function useShtickLabel(me: PlayerView | null, index: number): string {
  if (index < 0) return "Battle without a shtick";
  const id = me?.shticks[index] ?? "";
  return `Use ${cardName(id)} (${shtickStats(card(id))})`;
}

function openOffer(view: View): string {
  const help = view.battle?.helps.find((hp) => hp.status === "open");
  return help ? ` (${cardName(help.loot)}, +${help.bonus})` : "";
}

type Labeler = (a: JsonObject, view: View, me: PlayerView | null) => string;

const LABELS: Record<string, Labeler> = {
  "put-back": (a) => `Put ${cardName(String(a.card))} back; keep the other three`,
  equip: (a) => `Equip ${cardName(String(a.card))}`,
  unequip: (a) => `Unequip ${cardName(String(a.card))}`,
  "take-loot": () => "Take the top Loot of this room",
  search: () => "Search for stairs down (a 1–3 finds them)",
  "trade-monsters": (a) => `Trade in ${names(a.cards)} for a shtick (draw 3, keep 1)`,
  "trade-loot": (a) => `Trade in ${names(a.cards)} for the top shtick`,
  "flip-to-heal": (a, _view, me) => `Flip ${cardName(me?.shticks[Number(a.index)] ?? "")} to heal`,
  "discard-for-shtick": (a) => `Discard ${cardName(String(a.card))} for the top shtick`,
  "pick-shtick": (a) => `Keep the shtick ${cardName(String(a.card))}`,
  rest: () => "Rest this turn (no moving, no battles)",
  step: (a, view, me) => stepLabel(view, me, Number(a.floor), Number(a.pos)),
  stay: () => "Stay in this room",
  "stop-moving": () => "Stop moving here",
  "place-monster": (a) => `Put ${cardName(String(a.card))} into the battle`,
  "ranged-attack": (a, view) => {
    const room = roomAt(view, Number(a.floor), Number(a.pos));
    return `Ranged attack on ${room?.monsters[0] ? cardName(room.monsters[0]) : "the Monster"} in ${room ? cardName(room.card) : "that room"}`;
  },
  "next-monster": (a) => (a.attacker ? "Attack the next Monster here" : "Defend against the next Monster here"),
  "attack-player": (a, view) => `Attack seat ${String(a.seat)} (${characterOf(view, Number(a.seat))})`,
  "end-battles": () => "Stop battling this turn",
  "use-shtick": (a, _view, me) => useShtickLabel(me, Number(a.index)),
  "ask-help": (a, view) => `Offer ${cardName(String(a.card))} to ${helperName(view, Number(a.helper))} for help`,
  fight: (_a, view) => fightLabel(view),
  "accept-help": (_a, view) => `Accept the offer${openOffer(view)}`,
  "decline-help": (_a, view) => `Refuse the offer${openOffer(view)}`,
  "play-screw": (a) => `Play Screw This! ${cardName(String(a.card))}`,
  "pass-priority": () => "Pass (no Screw This!)",
  "save-monster": (a, view) => {
    const name = view.battle ? cardName(view.battle.monster) : "the Monster";
    return a.keep ? `Keep ${name} under your character` : `Discard ${name}`;
  },
  "end-turn": () => "End the turn",
  "remove-room": (a, view) => `Remove ${placeName(view, [Number(a.floor), Number(a.pos)])} from the dungeon`,
  charge: (a, _view, me) => `Flip ${shtickName(me, a.index)} and attack instead (R086)`,
  "flip-foe-shtick": (a, view, me) => {
    const them = view.players.find((p) => p.seat === Number(a.seat));
    const target = cardName(them?.shticks[Number(a.target)] ?? "");
    return `Flip ${shtickName(me, a.index)} to flip ${target} of seat ${String(a.seat)} (${characterOf(view, Number(a.seat))})`;
  },
  "pick-pocket": (a, view, me) => `Flip ${shtickName(me, a.index)}: take a random Loot from seat ${String(a.seat)} (${characterOf(view, Number(a.seat))})`,
  "heal-other": (a, view, me) => `Flip ${shtickName(me, a.index)} to heal seat ${String(a.seat)} (${characterOf(view, Number(a.seat))})`,
  "flip-for-loot": (a, _view, me) => `Flip ${shtickName(me, a.index)}: one more Loot pickup this turn`,
  reroll: (a, _view, me) => `Flip ${shtickName(me, a.index)} and reroll the battle die`,
  "keep-roll": (_a, view) => `Keep the roll${rolled(view)}`,
  "flip-for-bonus": (a, _view, me) => `Flip ${shtickName(me, a.index)} now for its bonus in this battle`,
  "pick-shadow": (a) => `Pick ${cardName(String(a.npc))} as your shadow`,
  "offer-heal": (a, view, me) => `Offer a heal with ${shtickName(me, a.index)} to seat ${String(a.seat)} (${characterOf(view, Number(a.seat))}) for a Loot (A29)`,
  "pay-for-heal": (a) => `Pay ${cardName(String(a.card))} for the heal`,
  "refuse-heal": () => "Refuse the heal offer",
  "give-loot": (a, view) => `Give ${cardName(String(a.card))} to seat ${String(a.seat)} (${characterOf(view, Number(a.seat))})`,
};

function shtickName(me: PlayerView | null, index: unknown): string {
  return cardName(me?.shticks[Number(index)] ?? "");
}

function rolled(view: View): string {
  const faces = view.battle?.faces ?? [];
  return faces.length ? ` (${faces.join(", ")})` : "";
}

/** In PvP the same answer ends a side's asking: "Fight" only rolls when nothing else is left. */
function fightLabel(view: View): string {
  if (view.phase === "pvp-npc") return "Stop offering Loot to NPCs";
  if (view.phase === "pvp-help" || (view.phase === "help" && view.battle?.foe_seat !== null && view.battle?.foe_seat !== undefined)) {
    return "Done asking for help";
  }
  return "Fight: roll the d12";
}

export function actionLabel(action: LegalAction, ctx: RenderContext): string {
  const view = ctx.view as unknown as View;
  const labeler = LABELS[String(action.action.type)];
  const text = labeler ? labeler(action.action, view, deciding(view, ctx)) : humanize(action.text);
  // Players by name on the buttons ("to Bob", never the 0-based "to seat 1").
  return text.replace(/\bseat (\d+)\b/g, (_m, n: string) => seatName(ctx.seats, Number(n)));
}

/** Left/right: a step along the floor; up/down: the stairs. */
export function arrowAction(dir: Direction, ctx: RenderContext): LegalAction | null {
  const view = ctx.view as unknown as View;
  const me = deciding(view, ctx);
  if (!me) return null;
  const [f, pos] = me.place;
  return (
    ctx.legal.find((a) => {
      if (a.action.type !== "step") return false;
      const af = Number(a.action.floor);
      const ap = Number(a.action.pos);
      if (dir === "W") return af === f && ap === pos - 1;
      if (dir === "E") return af === f && ap === pos + 1;
      if (dir === "N") return af === f - 1;
      return af === f + 1;
    }) ?? null
  );
}

export { titleCase };
