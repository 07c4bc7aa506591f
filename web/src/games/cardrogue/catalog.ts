/**
 * Card data for names, kinds and numbers. `cards/cardrogue.json` is exported from the packaged card
 * files at build time (web/scripts/export_cards.py); a card missing from it (a user's own set)
 * still shows, named from its id.
 */

export interface CardInfo {
  id: string;
  name: string;
  kind: string;
  text: string;
  health: number | null;
  attack: number | null;
  gold: number | null;
  vp: number;
  slot: string | null;
  color: string | null;
  two_handed: boolean;
  cursed: boolean;
}

let CARDS: Record<string, CardInfo> = {};

export async function loadCards(): Promise<void> {
  try {
    const response = await fetch("cards/cardrogue.json");
    if (response.ok) CARDS = (await response.json()) as Record<string, CardInfo>;
  } catch {
    CARDS = {};
  }
}

function guessKind(id: string): string {
  if (id.startsWith("potion")) return "potion";
  if (id.startsWith("scroll")) return "scroll";
  if (id.startsWith("gold")) return "gold";
  return "card";
}

/** What is known about a card id (a best guess from the id when the card is unknown). */
export function card(id: string): CardInfo {
  const known = CARDS[id];
  if (known) return known;
  const name = id
    .split(/[_-]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
  return {
    id,
    name: name || id,
    kind: guessKind(id),
    text: "",
    health: null,
    attack: null,
    gold: null,
    vp: 0,
    slot: null,
    color: null,
    two_handed: false,
    cursed: false,
  };
}

export function isCardId(value: unknown): value is string {
  return typeof value === "string" && value in CARDS;
}

export const KIND_ICON: Record<string, string> = {
  character: "person",
  enemy: "skull",
  boss: "crown",
  weapon: "sword",
  armor: "armor",
  artifact: "gem",
  potion: "flask",
  scroll: "scroll",
  trap: "spikes",
  pathing: "path",
  start: "flag",
  floor: "path",
  shop: "bag",
  fountain: "drop",
  chest: "chest",
  key: "key",
  debt: "scroll",
  gold: "coin",
};

export const KIND_LABEL: Record<string, string> = {
  character: "character",
  enemy: "enemy",
  boss: "boss",
  weapon: "weapon",
  armor: "armour",
  artifact: "artifact",
  potion: "potion",
  scroll: "scroll",
  trap: "trap",
  pathing: "path tile",
  start: "starting tile",
  floor: "floor",
  shop: "shop",
  fountain: "fountain",
  chest: "chest",
  key: "key",
  debt: "debt",
  gold: "gold",
};

/** A CSS colour for a potion colour name (unknown names pass through to CSS). */
export function potionColor(color: string | null): string {
  const named: Record<string, string> = {
    orange: "#f0913a",
    blue: "#4f8df0",
    green: "#5cc26b",
    red: "#e0504a",
    purple: "#a46ae8",
    yellow: "#ead34c",
    pink: "#ee8fc0",
    white: "#e8e8e8",
    black: "#4a4a4a",
  };
  return color ? (named[color] ?? color) : "#c9b27a";
}

/** A value against its maximum, truthful above it: "7 of 10", "10 (1 over 9)". */
export function outOf(value: number, max: number): string {
  return value > max ? `${value} (${value - max} over ${max})` : `${value} of ${max}`;
}
