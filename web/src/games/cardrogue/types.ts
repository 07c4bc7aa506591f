/** The Card Rogue view as the server sends it (src/dungeontable/games/cardrogue/view.py). */

import type { Decision, Outcome } from "../../protocol";

export interface PlayerView {
  seat: number;
  character: string;
  x: number | null;
  y: number | null;
  health: number;
  max_health: number;
  attack: number;
  reduction: number;
  hand: string[] | null;
  hand_count: number;
  shown: string[];
  equipment: string[];
  sheet_attack: number;
  perm_max: number;
  poison: number;
  poison_heals: number;
  skip: number;
  vp: number;
  score: number;
  deeds: string[];
  fights: number[];
  deferred: boolean;
  deaths: number;
}

export interface CellView {
  x: number;
  y: number;
  card: string | null;
  paths: string;
  rot: number;
  drop: number;
}

export interface EnemyView {
  uid: number;
  card: string;
  x: number;
  y: number;
  health: number;
  max_health: number;
  attack_mod: number;
  poison: number;
  poisoner: number;
  ticked: number;
  paralyzed: number;
  queue: number[];
  hurt: boolean;
  rolled: number;
}

export interface PendingView {
  kind: string;
  seat: number;
  x: number | null;
  y: number | null;
  card: string;
  options: string[];
  cards: string[] | null;
  card_count: number;
}

export interface View {
  seat: number | null;
  seats: number;
  phase: string;
  turn_seat: number;
  order: number[];
  starts: [number, number][];
  turns: number;
  step: number;
  moved: boolean;
  attacked: number;
  fled: number[];
  stage: number;
  came_from: [number, number] | null;
  players: PlayerView[];
  enemies: EnemyView[];
  cells: CellView[];
  explore_count: number;
  pathing_count: number;
  shop: string[];
  discard: string[];
  removed: string[];
  identified: Record<string, string>;
  end_rush: boolean;
  pending: PendingView[];
  rolls: number[];
  contenders: number[];
  decision: Decision | null;
  result: Outcome | null;
  options: Record<string, unknown>;
}

export const SLOT_NAMES = ["Primary hand", "Off hand", "Head", "Chest", "Feet"];
