/** REST calls to the lobby API; failures become `ApiError`s with the server's message. */

import type { GameInfo, MatchStatus, MatchSummary, Replay, SeatGrant, Timer } from "./protocol";

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

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
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
  games: () => call<GameInfo[]>("GET", "/api/games"),
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
  replay: (id: string) => call<Replay>("GET", `/api/matches/${encodeURIComponent(id)}/replay`),
};
