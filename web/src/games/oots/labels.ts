/**
 * Plain-language names for OOTS places and helpers, and the arrow keys: left and right walk along
 * a floor, up and down take the stairs (the Entrance is at the top). Actions read in the server's
 * words (`LegalAction.label`, from OotsWords).
 */

import type { LegalAction } from "../../protocol";
import type { Direction, RenderContext } from "../../renderers";
import { cardName, titleCase } from "./catalog";
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
  const name = !room ? "an unexplored room" : room.face_down ? "a face-down room" : cardName(room.card);
  return `${floorName(view, f)}, ${name}`;
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
