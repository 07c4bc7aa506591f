/**
 * Where a legal action points — a board tile (moves, flips, attacks, throws, trips, teleports...)
 * or the cards it names (equip, drink, buy, keep...). Directions are from the deciding player's
 * tile; north is up. An action's label is the server's words for it (`LegalAction.label`).
 */

import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { isCardId } from "./catalog";
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

/** The action for an arrow key: move, else attack, flee step or flip in that direction. */
export function arrowAction(dir: string, ctx: RenderContext): LegalAction | null {
  for (const kind of ["move", "attack", "flee-to", "flip"]) {
    const found = ctx.legal.find((l) => l.action.type === kind && l.action.dir === dir);
    if (found) return found;
  }
  return null;
}
