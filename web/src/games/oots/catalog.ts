/**
 * OOTS card data for names and numbers. `cards/oots.json` is exported from the packaged card files
 * at build time (web/scripts/export_cards.py); a card missing from it (a user's own set) still
 * shows, named from its id.
 */

export interface CardInfo {
  id: string;
  name: string;
  kind: string;
  text: string;
  types?: string[];
  attack?: number | null;
  defense?: number | null;
  range?: number;
  loot?: number;
  x?: number;
  abilities?: string[];
  support?: string;
  character?: string;
  starting?: boolean;
  battle?: boolean;
  kinds?: string[];
  flip?: boolean;
  area?: number;
  portraits?: [string, number][];
  crests?: number;
  evade?: number;
  trap_range?: number;
  wounds?: number;
  entrance?: boolean;
  lair?: boolean;
  safe_haven?: boolean;
  plus_level?: boolean;
  lich?: boolean;
  window?: string;
  monster_attack?: number;
  monster_defense?: number;
}

let CARDS: Record<string, CardInfo> = {};

export async function loadCards(): Promise<void> {
  try {
    const response = await fetch("cards/oots.json");
    if (response.ok) CARDS = (await response.json()) as Record<string, CardInfo>;
  } catch {
    CARDS = {};
  }
}

export function titleCase(id: string): string {
  return id
    .split(/[_-]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

/** What is known about a card id. */
export function card(id: string): CardInfo {
  return CARDS[id] ?? { id, name: titleCase(id) || "a hidden card", kind: "card", text: "" };
}

export function cardName(id: string): string {
  return id ? card(id).name : "a hidden card";
}

/** "∞" for infinite range (R101: the engine's 99). */
export function rangeText(range: number | undefined): string {
  return range === undefined ? "0" : range >= 99 ? "∞" : String(range);
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

function stat(n: number | null | undefined): string {
  return n === null || n === undefined ? "N/A" : signed(n);
}

/** "Attack 6, Defense 6, Range 0, Loot 1, X 1" for a Monster. */
export function monsterStats(info: CardInfo): string {
  const parts = [`Attack ${info.attack ?? 0}`, `Defense ${info.defense ?? 0}`, `Range ${rangeText(info.range)}`];
  if (info.loot) parts.push(`Loot ${info.loot}`);
  if (info.x) parts.push(`X ${info.x}`);
  return parts.join(", ");
}

/** "Attack +2, Defense N/A, Range 0" for a shtick (non-battle shticks say so). */
export function shtickStats(info: CardInfo): string {
  if (info.battle === false) return "not a battle shtick";
  const parts = [`Attack ${stat(info.attack)}`, `Defense ${stat(info.defense)}`, `Range ${rangeText(info.range)}`];
  if (info.area) parts.push(`Area ${info.area}`);
  if (info.flip) parts.push("flips");
  return parts.join(", ");
}

/** Drool Factor of a Loot for a character (R136: portraits plus crests). */
export function drool(info: CardInfo, character: string): number {
  const own = (info.portraits ?? []).filter(([c]) => c === character).reduce((n, [, k]) => n + k, 0);
  return own + (info.crests ?? 0);
}

export function abilityText(info: CardInfo): string {
  const list = (info.abilities ?? []).map((a) => titleCase(a.replace(":", " ")));
  if (info.support) list.push(`Support: ${titleCase(info.support)}`);
  return list.join(", ");
}

/** A one-line description for titles and screen readers. */
export function describe(id: string, character = ""): string {
  const info = card(id);
  if (info.kind === "monster") {
    const types = (info.types ?? []).map(titleCase).join("/");
    const abil = abilityText(info);
    return `${info.name}${types ? ` (${types})` : ""}: ${monsterStats(info)}${abil ? `; ${abil}` : ""}`;
  }
  if (info.kind === "shtick") return `${info.name}: ${shtickStats(info)}${info.text ? `. ${info.text}` : ""}`;
  if (info.kind === "loot") {
    const df = character ? `, Drool Factor ${drool(info, character)} for ${titleCase(character)}` : "";
    return `${info.name} (Loot${df})${info.text ? `. ${info.text}` : ""}`;
  }
  const prefix = info.kind === "screw" ? "Screw This! " : info.kind === "trap" ? "Trap: " : "";
  return `${prefix}${info.name}${info.text ? `: ${info.text}` : ""}`;
}
