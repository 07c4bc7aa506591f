/**
 * Where a legal action points — a board tile (moves, flips, attacks, throws, trips, teleports...)
 * or the cards it names (equip, drink, buy, keep...) — and its plain-language label. Directions
 * are from the deciding player's tile; north is up.
 */

import type { Json, LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { seatName } from "../../seats";
import { card, isCardId } from "./catalog";
import type { View } from "./view.gen";

export const DIR_NAME: Record<string, string> = { N: "north", E: "east", S: "south", W: "west" };
const STEP: Record<string, [number, number]> = { N: [0, 1], E: [1, 0], S: [0, -1], W: [-1, 0] };

export interface Target {
  x: number;
  y: number;
  /** Short text on the tile's chip. */
  chip: string;
}

/** Chip text of the actions that point at a tile by direction (hop leaps two tiles). */
const DIR_CHIPS: Record<string, string> = {
  move: "Move",
  flip: "Flip",
  attack: "Attack",
  "flee-to": "Flee here",
  throw: "Throw",
  "step-through": "Step",
  trip: "Trip",
  steal: "Steal",
  hop: "Hop",
  "propose-trade": "Trade",
};
const XY_CHIPS: Record<string, string> = { respawn: "Start here", teleport: "Teleport", "hire-mole": "Mole" };

function deciderPos(ctx: RenderContext): [number, number] | null {
  const view = ctx.view as unknown as View;
  const seat = ctx.decision?.seat ?? ctx.seat;
  const p = view.players.find((q) => q.seat === seat);
  return p && p.x !== null && p.y !== null ? [p.x, p.y] : null;
}

/** The tile an action acts on, if it is a board action. */
export function tileTarget(action: LegalAction, ctx: RenderContext): Target | null {
  const a = action.action;
  const kind = String(a.type);
  if (kind in XY_CHIPS && typeof a.x === "number" && typeof a.y === "number") {
    return { x: a.x, y: a.y, chip: XY_CHIPS[kind] };
  }
  if (kind === "orient") {
    const view = ctx.view as unknown as View;
    const p = view.pending.find((q) => q.x !== null && q.y !== null && q.options.length > 0);
    return p && p.x !== null && p.y !== null ? { x: p.x, y: p.y, chip: String(a.paths) } : null;
  }
  const dir = typeof a.dir === "string" ? a.dir : null;
  const from = deciderPos(ctx);
  if (!dir || !from || !(dir in STEP) || !(kind in DIR_CHIPS)) return null;
  const reach = kind === "hop" ? 2 : 1;
  return { x: from[0] + reach * STEP[dir][0], y: from[1] + reach * STEP[dir][1], chip: DIR_CHIPS[kind] };
}

/** The card ids an action names (for chips on cards in hands, the shop, pending choices). */
export function cardsNamed(action: LegalAction): string[] {
  return Object.entries(action.action)
    .filter(([k, v]) => k !== "type" && isCardId(v))
    .map(([, v]) => String(v));
}

function whatIsAt(ctx: RenderContext, x: number, y: number): string {
  const view = ctx.view as unknown as View;
  const player = view.players.find((p) => p.x === x && p.y === y && p.seat !== ctx.decision?.seat);
  if (player) return seatName(ctx.seats, player.seat);
  const enemy = view.enemies.find((e) => e.x === x && e.y === y);
  if (enemy) return card(enemy.card).name;
  const cell = view.cells.find((c) => c.x === x && c.y === y);
  if (!cell) return "";
  return cell.card === null ? "a face-down card" : card(cell.card).name;
}

function pathsText(paths: string): string {
  const names = paths.split("").map((d) => DIR_NAME[d] ?? d);
  return names.length ? `open ${names.join(", ")}` : "closed";
}

const FIXED: Record<string, string> = {
  "roll-die": "Roll the die",
  "end-turn": "End the turn",
  flee: "Flee",
  "start-discard": "Discard a card…",
  "keep-cards": "Keep all my cards",
  "cancel-purchase": "Cancel the purchase",
  "stay-put": "Stay put",
  "send-offer": "Send the offer",
  "cancel-trade": "Withdraw the offer",
  "accept-trade": "Accept the trade",
  "decline-trade": "Decline the trade",
  "rage-quit": "Quit the game for good",
  "leave-table": "Leave the table for a while",
  "return-to-table": "Return to the table",
  "stay-away": "Stay away this turn",
};

/** A plain-language label for a Card Rogue action. */
export function actionLabel(action: LegalAction, ctx: RenderContext): string {
  const a = action.action;
  const kind = String(a.type);
  if (kind in FIXED) return FIXED[kind];
  const dir = typeof a.dir === "string" ? (DIR_NAME[a.dir] ?? a.dir) : "";
  const target = tileTarget(action, ctx);
  const at = target ? whatIsAt(ctx, target.x, target.y) : "";
  const name = (v: Json | undefined) => card(String(v)).name;
  const gold = (v: Json | undefined) => card(String(v)).gold ?? 0;
  const labels: Record<string, () => string> = {
    "pick-character": () => `Play the ${name(a.character)}`,
    move: () => `Move ${dir}${at ? ` to ${at}` : ""}`,
    flip: () => `Flip the card to the ${dir}`,
    attack: () => `Attack ${at || "the enemy"} to the ${dir}`,
    "flee-to": () => `Flee ${dir}${at ? ` to ${at}` : ""}`,
    orient: () => `Turn the tile: ${pathsText(String(a.paths))}`,
    keep: () => `Keep ${name(a.card)} (${String(a.where)})`,
    "lay-face-down": () => `Lay ${name(a.card)} face down`,
    respawn: () => `Start over at (${String(a.x)}, ${String(a.y)})`,
    equip: () => `Equip ${name(a.card)} (${String(a.slot)})`,
    unequip: () => `Take off what is on the ${String(a.slot)} slot`,
    discard: () => `Discard ${name(a.card)}`,
    drink: () => `Drink ${name(a.card)}`,
    throw: () => `Throw ${name(a.card)} ${dir}${at ? ` at ${at}` : ""}`,
    teleport: () => `Teleport to (${String(a.x)}, ${String(a.y)})${at ? `, ${at}` : ""}`,
    "read-scroll": () => `Read ${name(a.card)}`,
    identify: () => `Identify ${name(a.potion)} with ${name(a.scroll)}`,
    "step-through": () => `Read ${name(a.scroll)}: step ${dir} through the wall`,
    buy: () => `Buy ${name(a.card)} (${gold(a.card)} gold)`,
    sell: () => `Sell ${name(a.card)} for ${gold(a.card)} gold`,
    pay: () => `Pay with ${name(a.card)}`,
    trip: () => `Trip ${at || "the player"} to the ${dir}`,
    steal: () => `Steal from ${at || "the player"} to the ${dir}`,
    hop: () => `Hop ${dir}${at ? ` to ${at}` : ""}`,
    "propose-trade": () => `Offer a trade to ${at || "the player"} to the ${dir}`,
    "offer-card": () => `Offer ${name(a.card)}`,
    "ask-card": () => `Ask for ${name(a.card)}`,
    "hire-mole": () => `Hire the mole: open every path at (${String(a.x)}, ${String(a.y)})`,
  };
  return labels[kind]?.() ?? genericLabel(action);
}

const CARD_CHIPS: Record<string, (a: LegalAction["action"]) => string> = {
  "pick-character": () => "Pick",
  keep: (a) => `Keep (${String(a.where)})`,
  "lay-face-down": () => "Lay face down",
  equip: (a) => `Equip (${String(a.slot)})`,
  throw: (a) => `Throw ${DIR_NAME[String(a.dir)] ?? ""}`,
  "read-scroll": () => "Read",
  "step-through": (a) => `Step ${DIR_NAME[String(a.dir)] ?? ""}`,
  "offer-card": () => "Offer",
  "ask-card": () => "Ask for",
};

/** The short text of an action's chip on a card it names ("Drink", "Equip (primary)"). */
export function cardChipLabel(action: LegalAction): string {
  const chip = CARD_CHIPS[String(action.action.type)];
  if (chip) return chip(action.action);
  const kind = String(action.action.type).replace(/-/g, " ");
  return kind.charAt(0).toUpperCase() + kind.slice(1);
}

/** Any other action: its kind in words, card ids replaced by card names. */
function genericLabel(action: LegalAction): string {
  const a = action.action;
  const kind = String(a.type ?? action.text.split(" ")[0]).replace(/-/g, " ");
  const parts = Object.entries(a)
    .filter(([k]) => k !== "type")
    .map(([k, v]) => {
      if (isCardId(v)) return card(v).name;
      if (k === "dir" && typeof v === "string") return DIR_NAME[v] ?? v;
      if (Array.isArray(v)) return `${k} ${v.map((x) => (isCardId(x) ? card(x).name : String(x))).join(", ")}`;
      return `${k.replace(/_/g, " ")} ${String(v)}`;
    });
  const title = kind.charAt(0).toUpperCase() + kind.slice(1);
  return parts.length ? `${title}: ${parts.join(", ")}` : title;
}

/** The action for an arrow key: move, else attack, flee step or flip in that direction. */
export function arrowAction(dir: string, ctx: RenderContext): LegalAction | null {
  for (const kind of ["move", "attack", "flee-to", "flip"]) {
    const found = ctx.legal.find((l) => l.action.type === kind && l.action.dir === dir);
    if (found) return found;
  }
  return null;
}
