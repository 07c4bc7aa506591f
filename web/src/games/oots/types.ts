/** The OOTS view as the server sends it (src/dungeontable/games/oots/view.py). */

import type { Decision, Outcome } from "../../protocol";

/** `[floor, pos]`: floor 0 is the Dungeon Entrance, 1..F the dungeon, F+1 Xykon's Lair. */
export type Place = [number, number];

export interface PlayerView {
  seat: number;
  character: string;
  place: Place;
  wounds: number;
  max_wounds: number;
  shticks: string[];
  flipped: boolean[];
  deck_count: number;
  /** Only in the owner's view; `null` for everyone else (R006). */
  hand: string[] | null;
  hand_count: number;
  /** Only in the owner's view; `null` for everyone else (R211-R212). */
  stash: string[] | null;
  stash_count: number;
  equipped: string[];
  saved: string[];
  resting: boolean;
  missed: number;
  fleeing: boolean;
  flee_pending: boolean;
  left: number | null;
  killed_xykon: boolean;
  lich: string | null;
}

export interface RoomView {
  floor: number;
  pos: number;
  card: string;
  /** The Battle Stack, top first. */
  monsters: string[];
  loot_count: number;
  fallen: string[];
  xykon_drawn: boolean;
  entered_turn: [string, number][];
}

export interface FloorView {
  left: number;
  up: number | null;
  down: number | null;
  rooms: RoomView[];
}

export interface Help {
  helper: number;
  loot: string;
  bonus: number;
  status: string;
  side: number;
}

export interface Battle {
  room: Place;
  monster: string;
  attacker: boolean;
  distance: number;
  shtick: number | null;
  chosen: boolean;
  helps: Help[];
  helping_done: boolean;
  player_bonus: number;
  monster_bonus: number;
  window: string;
  area: string[];
  foe_seat: number | null;
  foe_shtick: number | null;
  foe_bonus: number;
  foe_chosen: boolean;
  /** The d12 faces rolled, held over the reroll step and the after-roll window (PvP: attacker, defender). */
  faces?: number[];
  /** Fighters still to be asked about a reroll shtick (Fool's Luck). */
  reroll_queue?: number[];
  /** PvP NPC offers (R054): the side whose turn it is (1 = the Defender). */
  npc_side?: number;
}

export interface Stocking {
  room: Place;
  size: number;
  cursor: number;
  first_pass: number[];
  skipped_in_row: number;
  placed_by: number[];
}

export interface Turn {
  seat: number;
  number: number;
  stage: string;
  moved: boolean;
  steps: number;
  left_rooms: Place[];
  started_at: Place;
  searched: boolean;
  took_loot: boolean;
  battled: boolean;
  chain_over: boolean;
  wins: number;
  bonus_taken: Place[];
  /** The shticks drawn for a pick: real ids for the picker, "" for everyone else. */
  pick: string[];
  keep: string | null;
  /** The Trap waiting for its Evade rolls in the trap-revealed window (phase `trap`). */
  trap?: string;
}

export interface StackItem {
  uid: number;
  source: number | null;
  payload: string;
}

export interface View {
  seat: number | null;
  cards: string;
  seats: number;
  floors_count: number;
  min_loot: number;
  min_shticks: number;
  phase: string;
  players: PlayerView[];
  floors: FloorView[];
  turn: Turn;
  order_start: number;
  npcs: string[];
  battle_deck: number;
  battle_discard: string[];
  loot_deck: number;
  loot_discard: string[];
  room_deck: number;
  lair_deck: number;
  xykon_deck: number;
  removed: string[];
  battle: Battle | null;
  stocking: Stocking | null;
  stack: { items: StackItem[]; window: { order: number[]; cursor: number; passes: number } | null };
  collapse: boolean;
  collapse_turns: number;
  exits: number[];
  lich_killer: number | null;
  turns_played: number;
  decision: Decision | null;
  result: Outcome | null;
  options: Record<string, unknown>;
  /** Optional (requested in REQUESTS.md): every modifier of the battle in progress. */
  breakdown?: Breakdown | null;
}

export interface Part {
  source: string;
  card: string | null;
  amount: number;
}

/** combat/modifiers.py `Breakdown`: both sides' totals with every contribution. */
export interface Breakdown {
  stat: string;
  player: number;
  player_parts: Part[];
  foe: number;
  foe_parts: Part[];
}

export function samePlace(a: Place, f: number, pos: number): boolean {
  return a[0] === f && a[1] === pos;
}
