/**
 * The web protocol shared with the server (src/dungeontable/server/PROTOCOL.md).
 * Views and action/event JSON are per game, so they stay `unknown`-shaped records here.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export interface Ruling {
  option: string;
  ref: string;
  summary: string;
  kind: string;
}

export interface GameInfo {
  name: string;
  title: string;
  min_seats: number;
  max_seats: number;
  options: Record<string, Json>;
  rulings: Ruling[];
  bots: string[];
  /** Optional (additive): allowed values per option, when the server knows them. */
  choices?: Record<string, Json[]>;
  /** Additive (issue 14): "How to play" in Markdown ("" or absent: none). */
  guide?: string;
  /** Additive: the turn's steps for the phase tracker, in order. */
  turn_outline?: OutlineStep[];
  /** Additive: named option sets for the lobby ("quick", "standard"). */
  presets?: Record<string, Record<string, Json>>;
  /** Additive (issue 16): the characters seats play, or null when the game has none. */
  roster?: Roster | null;
  /** Additive (issue 19): the bot levels' measured strength ({} when never rated). */
  ratings?: BotRatings | Record<string, never>;
}

/** Bot levels rated by a ladder (`dungeontable ladder --save-ratings`): OpenSkill, 95% interval. */
export interface BotRatings {
  levels: Record<string, { rating: number; low: number; high: number; games: number; win_rate: number }>;
  ladder: string;
  measured: string;
}

/** A game's characters: `option` takes one id per seat, `dealt` for a seat dealt at random. */
export interface Roster {
  option: string;
  dealt: string;
  note: string;
  entries: RosterEntry[];
}

/** One character: its id, name, complexity (as the sources state it) and mechanic in one line. */
export interface RosterEntry {
  id: string;
  name: string;
  complexity: string;
  mechanic: string;
}

/** One step of a game's turn outline: its label and the decision kinds it holds. */
export interface OutlineStep {
  label: string;
  kinds: string[];
}

/** `GET /api/games/{name}/seats` (additive): the seats a table takes with the options chosen. */
export interface SeatLimits {
  min_seats: number;
  max_seats: number;
}

export interface SeatInfo {
  seat: number;
  kind: string;
  taken: boolean;
  name: string;
}

export type MatchStatus = "open" | "running" | "finished" | "abandoned";

export interface Timer {
  seconds: number;
  bank: number;
  expiry: string;
}

export interface MatchSummary {
  match_id: string | number;
  game: string;
  title: string;
  seats: SeatInfo[];
  status: MatchStatus;
  created: string | number;
  /** Additive: the match's turn timer. */
  timer?: Timer | null;
  /** Additive: the seed, when a player chose it (solo and bot-only tables); else null. */
  seed?: number | null;
}

/** Additive: a timed game's clock, kept by the server for the whole table (PROTOCOL.md). */
export interface TableClock {
  /** The agreed time, in seconds. */
  seconds: number;
  /** Seconds left when the update was sent. */
  left: number;
  /** Whether it has started (it starts as the first turn begins). */
  started: boolean;
}

/** Additive: the running turn clock. */
export interface Clock {
  seat: number | null;
  remaining: number;
  seconds: number;
  banks: number[];
  expiry: string;
}

export interface SeatGrant {
  match_id: string | number;
  seat: number | null;
  token: string | null;
}

export interface Decision {
  seat: number;
  kind: string;
  prompt: string;
}

export interface Outcome {
  winners: number[];
  scores: number[] | Record<string, number>;
  reason: string;
}

export interface LegalAction {
  index: number;
  /** The machine text form (`move dir=N`). */
  text: string;
  /** Additive: the action in the match's words, for its button. */
  label?: string;
  action: JsonObject;
}

export interface EventItem {
  seq: number;
  /** The event in the match's words (seats by name). */
  text: string;
  event: JsonObject;
  /** Additive: the seat whose action caused it (null: none), and whether a bot plays that seat. */
  by?: number | null;
  bot?: boolean;
}

export interface UpdateMessage {
  type: "update";
  seq: number;
  seat: number | null;
  view: JsonObject;
  board_text: string;
  decision: Decision | null;
  legal: LegalAction[];
  events: EventItem[];
  outcome: Outcome | null;
  can_undo: boolean;
  /** Additive fields (PROTOCOL.md). */
  status?: MatchStatus;
  clock?: Clock | null;
  /** Additive: a timed game's table clock (absent when the game keeps none). */
  table_clock?: TableClock | null;
  /** Additive: who must decide and about what, in words ("Alice must discard cards"). */
  prompt?: string | null;
  /** Additive: once over, who won, why and the scores by name. */
  result?: string | null;
  /** Additive: "game" when the game describes itself, "fallback" for the generic words. */
  words?: "game" | "fallback";
  /** Additive (issue 14): the win condition and how far each player is ("" when none). */
  progress?: string;
  /** Additive: the label of the turn outline's step holding the decision (null: none). */
  step?: string | null;
}

export interface ErrorMessage {
  type: "error";
  message: string;
}

/** Additive: a chat line (people's own words: show as text, never as HTML). */
export interface ChatMessage {
  type: "chat";
  id: number;
  seat: number | null;
  name: string;
  text: string;
  time: string;
}

/** Additive: `GET /api/server`, how friends reach this table. */
export interface ServerInfo {
  share_url: string | null;
  chat_length: number;
}

export type ServerMessage = UpdateMessage | ErrorMessage | ChatMessage | { type: "pong" };

export interface ReplayStep {
  index: number;
  /** Additive: the step counted from 1. */
  step?: number;
  seat: number | null;
  /** The machine text; null for another seat's action in a seat's replay of a running match. */
  action_text: string | null;
  /** Additive: the action in words. */
  action_words?: string | null;
  events: string[];
  view: JsonObject;
  /** Additive: the text picture of the view. */
  board_text?: string;
}

export interface Replay {
  record: JsonObject;
  steps: ReplayStep[];
  /** Additive: the spectator view before the first action (page 0 only). */
  initial?: { view: JsonObject; board_text: string; events?: string[] };
  /** Additive: the replay comes in pages; this is page `page` of `pages`. */
  page?: number;
  pages?: number;
  total_steps?: number;
  /** Additive: the seat whose view this is (null: spectators), the seats' names, the result. */
  seat?: number | null;
  names?: string[];
  result?: string | null;
}
