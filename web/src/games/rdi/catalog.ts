/**
 * The Red Dragon Inn's card and character data for the table. `cards/rdi.json` (every house card:
 * name, type, text, a Drink's numbers) and `cards/rdi-characters.json` (names, races, mechanics)
 * are exported from the packaged files at build time (web/scripts/export_cards.py). A card or
 * character missing from them (an owner's own pack) still shows, named from its id in words.
 */

import type { View } from "./view.gen";

export interface CardInfo {
  id: string;
  name: string;
  type: string;
  text: string;
  subtypes?: string[];
  alcohol?: number;
  fortitude?: number;
  chaser?: boolean;
}

export interface CharacterInfo {
  id: string;
  name: string;
  race: string;
  mechanics: string[];
  fortitude: number;
  text: string;
}

let CARDS: Record<string, CardInfo> = {};
let CHARACTERS: Record<string, CharacterInfo> = {};

async function fetchJson<T>(path: string): Promise<Record<string, T>> {
  try {
    const response = await fetch(path);
    return response.ok ? ((await response.json()) as Record<string, T>) : {};
  } catch {
    return {};
  }
}

export async function loadCatalog(): Promise<void> {
  [CARDS, CHARACTERS] = await Promise.all([
    fetchJson<CardInfo>("cards/rdi.json"),
    fetchJson<CharacterInfo>("cards/rdi-characters.json"),
  ]);
}

/** "owner@1a2b" or "sneaky_trick-2" -> "Sneaky Trick 2": an unknown id in words. */
export function titleCase(id: string): string {
  return id
    .replace(/@.*$/, "")
    .split(/[_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}

export function card(id: string): CardInfo {
  return CARDS[id] ?? { id, name: titleCase(id) || "a hidden card", type: "card", text: "" };
}

export function cardName(id: string): string {
  return id ? card(id).name : "a hidden card";
}

export function character(id: string): CharacterInfo {
  return CHARACTERS[id] ?? { id, name: titleCase(id) || "Someone", race: "", mechanics: [], fortitude: 20, text: "" };
}

/** "Adonis the Magnificent, Bard of the Ages" -> "Adonis the Magnificent": the name the table uses. */
export function shortName(id: string): string {
  return character(id).name.split(",")[0].trim();
}

/** The character sitting at `seat` ("the Inn" for -1, "the pot" for -2, R-9.2 payees). */
export function who(view: View, seat: number): string {
  if (seat === -1) return "the Inn";
  if (seat === -2) return "the pot";
  const s = view.seats[seat];
  return s ? shortName(s.character) : "nobody";
}

/** Every character at the table once, so names can be listed ("Jett, Lucky and Remy"). */
export function listWords(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** R-5: the card types as printed on the cards. */
export const TYPE_LABEL: Record<string, string> = {
  action: "Action",
  sometimes: "Sometimes",
  anytime: "Anytime",
  gambling: "Gambling",
  cheating: "Cheating",
  drink: "Drink",
  drink_event: "Drink Event",
  prize: "Prize",
  valuable: "Gold-equivalent",
  card: "Card",
};

export function typeLabel(type: string): string {
  return TYPE_LABEL[type] ?? titleCase(type);
}

function signed(n: number): string {
  return n >= 0 ? `+${n}` : String(n);
}

/** A Drink's numbers ("Alcohol +2 · Fortitude −1 · Chaser"), empty for other cards. */
export function drinkNumbers(id: string): string {
  const c = card(id);
  if (c.type !== "drink") return "";
  const parts = [`Alcohol ${signed(c.alcohol ?? 0)}`];
  if (c.fortitude) parts.push(`Fortitude ${signed(c.fortitude)}`);
  if (c.chaser) parts.push("Chaser");
  return parts.join(" · ");
}

/** The spoken description of a card: "Duck!, Sometimes card. Ignore a card that ...". */
export function describeCard(id: string): string {
  const c = card(id);
  const numbers = drinkNumbers(id);
  return `${c.name}, ${typeLabel(c.type)} card${numbers ? ` (${numbers})` : ""}.${c.text ? ` ${c.text}` : ""}`;
}

/** A play-time choice of a mechanic (R-6.1) in words: "smash:drum" -> "smashing the drum". */
export function optionWords(option: string): string {
  if (!option) return "";
  const [kind, value] = option.split(":");
  if (kind === "smash") return `smashing the ${value}`;
  if (kind === "restore") return `restoring the ${value}`;
  if (kind === "spend") return `spending ${value} Momentum`;
  if (option === "elixir-carrier") return "carrying an Elixir";
  return titleCase(option).toLowerCase();
}
