/**
 * Where a legal action points: a board tile (moves, flips, attacks, flee steps, respawns, tile
 * orientation) or a card (keep, lay face down, and any later action naming a card), plus its
 * plain-language label. Directions are from the deciding player's tile; north is up.
 */

import type { LegalAction } from "../../protocol";
import type { RenderContext } from "../../renderers";
import { humanize } from "../../renderers";
import { card, isCardId } from "./catalog";
import type { View } from "./types";

export const DIR_NAME: Record<string, string> = { N: "north", E: "east", S: "south", W: "west" };
const STEP: Record<string, [number, number]> = { N: [0, 1], E: [1, 0], S: [0, -1], W: [-1, 0] };

export interface Target {
  x: number;
  y: number;
  /** Short text on the tile's chip. */
  chip: string;
}

function deciderPos(ctx: RenderContext): [number, number] | null {
  const view = ctx.view as unknown as View;
  const seat = ctx.decision?.seat ?? ctx.seat;
  const p = view.players.find((q) => q.seat === seat);
  return p && p.x !== null && p.y !== null ? [p.x, p.y] : null;
}

/** The tile an action acts on, if it is a board action. */
export function tileTarget(action: LegalAction, ctx: RenderContext): Target | null {
  const a = action.action;
  const view = ctx.view as unknown as View;
  if (a.type === "respawn" && typeof a.x === "number" && typeof a.y === "number") {
    return { x: a.x, y: a.y, chip: "Start here" };
  }
  if (a.type === "orient") {
    const p = view.pending.find((q) => q.x !== null && q.y !== null && q.options.length > 0);
    return p && p.x !== null && p.y !== null ? { x: p.x, y: p.y, chip: String(a.paths) } : null;
  }
  const dir = typeof a.dir === "string" ? a.dir : null;
  const from = deciderPos(ctx);
  if (!dir || !from || !(dir in STEP)) return null;
  const chips: Record<string, string> = { move: "Move", flip: "Flip", attack: "Attack", "flee-to": "Flee here" };
  const chip = chips[String(a.type)] ?? humanize(String(a.type));
  return { x: from[0] + STEP[dir][0], y: from[1] + STEP[dir][1], chip };
}

/** The card ids an action names (for chips on cards in hands, the shop, pending choices). */
export function cardsNamed(action: LegalAction): string[] {
  return Object.entries(action.action)
    .filter(([k, v]) => k !== "type" && isCardId(v))
    .map(([, v]) => String(v));
}

function whatIsAt(view: View, x: number, y: number): string {
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

/** A plain-language label for a Card Rogue action. */
export function actionLabel(action: LegalAction, ctx: RenderContext): string {
  const a = action.action;
  const view = ctx.view as unknown as View;
  const dir = typeof a.dir === "string" ? (DIR_NAME[a.dir] ?? a.dir) : "";
  const target = tileTarget(action, ctx);
  const at = target ? whatIsAt(view, target.x, target.y) : "";
  switch (a.type) {
    case "roll-die":
      return "Roll the die";
    case "pick-character":
      return `Play the ${card(String(a.character)).name}`;
    case "move":
      return `Move ${dir}${at ? ` to ${at}` : ""}`;
    case "flip":
      return `Flip the card to the ${dir}`;
    case "attack":
      return `Attack ${at || "the enemy"} to the ${dir}`;
    case "flee":
      return "Flee";
    case "flee-to":
      return `Flee ${dir}${at ? ` to ${at}` : ""}`;
    case "end-turn":
      return "End the turn";
    case "orient":
      return `Turn the tile: ${pathsText(String(a.paths))}`;
    case "keep":
      return `Keep ${card(String(a.card)).name} (${String(a.where)})`;
    case "lay-face-down":
      return `Lay ${card(String(a.card)).name} face down`;
    case "respawn":
      return `Start over at (${String(a.x)}, ${String(a.y)})`;
    default:
      return genericLabel(action);
  }
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
