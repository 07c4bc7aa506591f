/** Names for parts of the OOTS view; the view's own types are generated (`view.gen.ts`). */

import type { PlayerView } from "./view.gen";

/** `[floor, pos]`: floor 0 is the Dungeon Entrance, 1..F the dungeon, F+1 Xykon's Lair. */
export type Place = PlayerView["place"];

export function samePlace(a: Place, f: number, pos: number): boolean {
  return a[0] === f && a[1] === pos;
}
