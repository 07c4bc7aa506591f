/** What this browser remembers: the player's name and the seat tokens it holds, per match. */

export interface HeldSeat {
  seat: number;
  token: string;
}

const NAME_KEY = "dungeontable.name";
const SEATS_KEY = "dungeontable.seats";

function readSeats(): Record<string, HeldSeat> {
  try {
    const data = JSON.parse(localStorage.getItem(SEATS_KEY) ?? "{}") as unknown;
    return data && typeof data === "object" ? (data as Record<string, HeldSeat>) : {};
  } catch {
    return {};
  }
}

export function playerName(): string {
  return localStorage.getItem(NAME_KEY) ?? "";
}

export function setPlayerName(name: string): void {
  localStorage.setItem(NAME_KEY, name.trim());
}

export function heldSeat(matchId: string): HeldSeat | null {
  return readSeats()[matchId] ?? null;
}

export function holdSeat(matchId: string, seat: number, token: string): void {
  const seats = readSeats();
  seats[matchId] = { seat, token };
  localStorage.setItem(SEATS_KEY, JSON.stringify(seats));
}

/** Forget the seat held in a match (its person left it: the token holds nothing any more). */
export function dropSeat(matchId: string): void {
  const seats = readSeats();
  delete seats[matchId];
  localStorage.setItem(SEATS_KEY, JSON.stringify(seats));
}
