/** Small stroke icons (24x24, drawn in currentColor) for cards, tokens and controls. */

import { s } from "./dom";

const PATHS: Record<string, string> = {
  sword:
    "M14.5 17.5 3 6V3h3l11.5 11.5M13 19l6-6M16 16l4 4M19 21l2-2",
  shield: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z",
  skull:
    "M8 20v2h8v-2M16 20a2 2 0 0 0 1.56-3.25 8 8 0 1 0-11.12 0A2 2 0 0 0 8 20zM9 11.5h.01M15 11.5h.01M12 15.5l-1 1.5h2z",
  flask: "M9 3h6M10 3v6.5L4.5 19a1.5 1.5 0 0 0 1.3 2h12.4a1.5 1.5 0 0 0 1.3-2L14 9.5V3M7 15h10",
  scroll:
    "M8 21h12a2 2 0 0 0 2-2v-2H10v2a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v3h4M19 17V5a2 2 0 0 0-2-2H4",
  coin: "M12 4a8 8 0 1 0 0 16 8 8 0 1 0 0-16M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8",
  key: "M7.5 11a4.5 4.5 0 1 0 0 9 4.5 4.5 0 1 0 0-9M10.7 12.3 21 2M15.5 7.5l3 3L22 7l-3-3",
  chest: "M3 9h18v11H3zM3 9a5 5 0 0 1 5-5h8a5 5 0 0 1 5 5M3 13h18M10.5 12h3v3h-3z",
  drop: "M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7z",
  bag: "M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4zM3 6h18M16 10a4 4 0 0 1-8 0",
  spikes: "M2 20h20M4 20l3-9 3 9M10 20l2-13 2 13M14 20l3-9 3 9",
  flag: "M4 22V4M4 4h12l-2 4 2 4H4",
  gem: "M6 3h12l4 6-10 13L2 9zM2 9h20M12 22 8 9l4-6 4 6z",
  heart:
    "M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z",
  crown: "M2 18 4 7l5 5 3-7 3 7 5-5 2 11zM4 21h16",
  person: "M12 3a4 4 0 1 0 0 8 4 4 0 1 0 0-8M5 21a7 7 0 0 1 14 0",
  die: "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 16h.01M12 12h.01M16 8h.01M8 16h.01",
  eye: "M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7-10-7-10-7zM12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6",
  undo: "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
  path: "M12 2v20M2 12h20",
  boot: "M7 3h6v9l6 3a2 2 0 0 1 1 2v3H5V3",
  helm: "M4 15a8 8 0 0 1 16 0v4H4zM12 7v8M4 15h16",
  armor: "M6 3l-3 4 3 2v12h12V9l3-2-3-4-3 2H9z",
  stack: "M12 2 2 7l10 5 10-5zM2 17l10 5 10-5M2 12l10 5 10-5",
  clock: "M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20M12 6v6l4 2",
  play: "M6 4l14 8-14 8z",
  pause: "M6 4h4v16H6zM14 4h4v16h-4z",
  first: "M18 5 9 12l9 7zM6 5v14",
  last: "M6 5l9 7-9 7zM18 5v14",
  prev: "M15 5l-8 7 8 7",
  next: "M9 5l8 7-8 7",
  help: "M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01",
  bolt: "M13 2 3 14h9l-1 8 10-12h-9z",
};

/** An inline SVG icon; decorative (hidden from screen readers) unless `label` is given. */
export function icon(name: string, label?: string, size = 20): SVGElement {
  const d = PATHS[name] ?? PATHS.stack;
  return s(
    "svg",
    {
      class: `icon icon-${name}`,
      viewBox: "0 0 24 24",
      width: size,
      height: size,
      fill: "none",
      stroke: "currentColor",
      "stroke-width": 2,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      "aria-hidden": label ? undefined : "true",
      role: label ? "img" : undefined,
      "aria-label": label,
    },
    s("path", { d }),
  );
}
