/** REST calls to the lobby API; failures become `ApiError`s with the server's message. */

import type { GameInfo, Json, MatchStatus, MatchSummary, Replay, SeatGrant, SeatLimits, ServerInfo, Timer } from "./protocol";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

function detailText(detail: unknown): string {
  if (typeof detail === "string") return detail;
  if (Array.isArray(detail)) {
    return detail
      .map((d) => {
        const item = d as { loc?: unknown[]; msg?: string };
        const where = Array.isArray(item.loc) ? item.loc.filter((x) => x !== "body").join(".") : "";
        return where ? `${where}: ${item.msg ?? ""}` : String(item.msg ?? JSON.stringify(d));
      })
      .join("; ");
  }
  return JSON.stringify(detail);
}

/** Option values as query parameters, as the command line writes them (a list: comma-separated). */
function optionQuery(options: Record<string, Json>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(options)) {
    query.append(name, Array.isArray(value) ? value.join(",") : value === null ? "" : String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

async function call<T>(method: string, path: string, body?: unknown, extra?: Record<string, string>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError("The server cannot be reached. Is `dungeontable serve` running?", 0);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const detail = (data as { detail?: unknown; message?: unknown } | null) ?? {};
    const message = detail.detail ?? detail.message ?? (text || response.statusText);
    throw new ApiError(detailText(message), response.status);
  }
  return data as T;
}

export const api = {
  server: () => call<ServerInfo>("GET", "/api/server"),
  games: () => call<GameInfo[]>("GET", "/api/games"),
  seats: (game: string, options: Record<string, Json>) =>
    call<SeatLimits>("GET", `/api/games/${encodeURIComponent(game)}/seats${optionQuery(options)}`),
  matches: (status?: MatchStatus) =>
    call<MatchSummary[]>("GET", status ? `/api/matches?status=${status}` : "/api/matches"),
  match: (id: string) => call<MatchSummary>("GET", `/api/matches/${encodeURIComponent(id)}`),
  create: (body: {
    game: string;
    options: Record<string, unknown>;
    seats: string[];
    seed: number | null;
    join: number | null;
    name: string;
    timer?: Timer | null;
  }) => call<SeatGrant>("POST", "/api/matches", body),
  join: (id: string, seat: number | null, name: string) =>
    call<SeatGrant>("POST", `/api/matches/${encodeURIComponent(id)}/join`, { seat, name }),
  /**
   * Every page of a match's replay, fetched one after another: the spectators' once it is over,
   * or (`held`) the seat's own, with its token, while it runs too.
   */
  replay: async (id: string, held: { seat: number; token: string } | null = null): Promise<Replay> => {
    const base = `/api/matches/${encodeURIComponent(id)}/replay?`;
    const seat = held ? `seat=${held.seat}&` : "";
    const headers = held ? { "X-Seat-Token": held.token } : undefined;
    const first = await call<Replay>("GET", `${base}${seat}page=0`, undefined, headers);
    const steps = [...first.steps];
    for (let page = 1; page < (first.pages ?? 1); page++) {
      steps.push(...(await call<Replay>("GET", `${base}${seat}page=${page}`, undefined, headers)).steps);
    }
    return { ...first, steps };
  },
};
