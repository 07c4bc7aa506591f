/**
 * Dungeon Fighter card data in words: `cards/dungeonfighter.json` (heroes with their blue, green
 * and red abilities, monsters and bosses with their numbers, requirement and abilities, equipment)
 * and `cards/dungeonfighter-requirements.json` (the 22 throw requirements), both exported from the
 * packaged cards by web/scripts/export_cards.py. A card missing from them still shows, named from
 * its id.
 */

export interface Ability {
  op: string;
  name: string;
  text: string;
  colour?: string;
}

export interface DfCard {
  id: string;
  name: string;
  kind: string;
  text: string;
  abilities: Ability[];
  requirement: string | null;
  level: number | null;
  mtype: string | null;
  hp: number | null;
  damage: number | null;
  gold: number;
  etype: string | null;
  cost: number | null;
  bonus: number;
  one_shot: boolean;
  sworn: string | null;
}

export interface Requirement {
  id: string;
  name: string;
  form: string;
  mode: string;
}

let CARDS: Record<string, DfCard> = {};
let REQUIREMENTS: Record<string, Requirement> = {};

async function json<T>(url: string, fallback: T): Promise<T> {
  try {
    const response = await fetch(url);
    return response.ok ? ((await response.json()) as T) : fallback;
  } catch {
    return fallback;
  }
}

export async function loadCards(): Promise<void> {
  [CARDS, REQUIREMENTS] = await Promise.all([
    json<Record<string, DfCard>>("cards/dungeonfighter.json", {}),
    json<Record<string, Requirement>>("cards/dungeonfighter-requirements.json", {}),
  ]);
}

export function titleCase(id: string): string {
  const words = id.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function card(id: string): DfCard {
  return (
    CARDS[id] ?? {
      id, name: titleCase(id), kind: "card", text: "", abilities: [], requirement: null, level: null, mtype: null,
      hp: null, damage: null, gold: 0, etype: null, cost: null, bonus: 0, one_shot: false, sworn: null,
    }
  );
}

export function cardName(id: string): string {
  return card(id).name;
}

/** "Dancing Shot" for `dancing`. */
export function requirementName(id: string): string {
  return REQUIREMENTS[id]?.name ?? titleCase(id);
}

/** What the player does at this table to make a requirement (the browser's controls). */
const HOW: Record<string, string> = {
  bank: "bounce the die off the box or sheet on the table before it reaches the board",
  crossbow: "a short, gentle flick from low at the edge (at most 2.5 m/s)",
  blow: "a soft flick, as if blown (0.3 to 1.2 m/s)",
  under_leg: "thrown from under your leg: the die starts below the table top and further back",
  blind: "the board is hidden until the die stops",
  two_bounce: "the die must bounce on the table at least twice before it reaches the board",
  elbow: "the die rolls off your elbow: a slow, low release",
  pious: "flick, then hold F and J and let go of both together",
  weak_hand: "thrown with your other hand: aim wobbles more",
  borrowed_hand: "another hand sets the power: aim wobbles more",
  card_jump: "bounce the die before the upright card and over it onto the board",
  catapult: "launched from a bent card at the edge",
  head: "toss the die up so it bounces off your head first",
  spin: "curl your flick so the die spins on the table before the board",
  nose: "flick, then hold N for 1 s to balance the die on your nose, and let go",
  backwards: "thrown facing away from the board",
  slam: "flick to toss the die, then press S to slam it at the top",
  sitting: "thrown sitting down: the hand just above the table top",
  jump: "press J to jump, then flick at the top of the jump",
  under_table: "thrown from under the table: the die starts below the top and further back",
  dancing: "press J to jump, T to turn around, then flick late in the jump",
  far: "thrown from one pace further back",
};

export function requirementHow(id: string): string {
  return HOW[id] ?? REQUIREMENTS[id]?.form ?? "";
}

/** "Piercing Damage 1: the section value plus 1" */
export function abilityWords(a: Ability): string {
  return a.text ? `${a.name}: ${a.text}` : a.name;
}
