/**
 * What the table teaches (issue 14): a game's "How to play" guide in a dialog, rendered from
 * its Markdown as DOM nodes (a small safe subset: headings, paragraphs, lists, bold, italics,
 * code; every piece of text is a text node, never HTML), and the phase tracker: the turn
 * outline's steps with the one holding the pending decision marked.
 */

import { h, type Child } from "./dom";
import type { GameInfo, OutlineStep } from "./protocol";

/** `**bold**`, `*italic*` / `_italic_` and `` `code` `` inside one block, as nodes. */
export function inline(text: string): Child[] {
  const out: Child[] = [];
  const pattern = /\*\*(.+?)\*\*|\*([^*\s][^*]*?)\*|\b_([^_]+?)_\b|`([^`]+)`/g;
  let at = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    if (m.index > at) out.push(text.slice(at, m.index));
    if (m[1] !== undefined) out.push(h("strong", {}, inline(m[1])));
    else if (m[2] !== undefined) out.push(h("em", {}, m[2]));
    else if (m[3] !== undefined) out.push(h("em", {}, m[3]));
    else out.push(h("code", {}, m[4]));
    at = m.index + m[0].length;
  }
  if (at < text.length) out.push(text.slice(at));
  return out;
}

/** Markdown (the subset above) as DOM nodes. Lines of a paragraph or a list item are joined;
 * an indented line continues the item above it. Anything else is shown as plain text. */
export function markdown(source: string): HTMLElement[] {
  const blocks: HTMLElement[] = [];
  let para: string[] = [];
  let list: HTMLElement | null = null;
  let item: string[] | null = null;
  const closeItem = () => {
    if (list && item) list.append(h("li", {}, inline(item.join(" "))));
    item = null;
  };
  const closeList = () => {
    closeItem();
    if (list) blocks.push(list);
    list = null;
  };
  const closePara = () => {
    if (para.length) blocks.push(h("p", {}, inline(para.join(" "))));
    para = [];
  };
  for (const raw of source.split(/\r?\n/)) {
    const line = raw.trimEnd();
    const heading = /^(#{1,4})\s+(.*)$/.exec(line);
    const bullet = /^\s{0,3}[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\s{0,3}\d+[.)]\s+(.*)$/.exec(line);
    if (!line.trim()) {
      closePara();
      closeItem();
      continue;
    }
    if (heading) {
      closePara();
      closeList();
      const level = Math.min(heading[1].length + 2, 6);
      blocks.push(h(`h${level}` as "h3", { class: "guide-heading" }, inline(heading[2])));
    } else if (bullet || numbered) {
      closePara();
      const tag = bullet ? "UL" : "OL";
      if (list && (list as HTMLElement).tagName !== tag) closeList();
      closeItem();
      list ??= h(bullet ? "ul" : "ol", {});
      item = [(bullet ?? numbered)![1]];
    } else if (list && /^\s/.test(line)) {
      (item ??= []).push(line.trim());
    } else {
      closeList();
      para.push(line.trim());
    }
  }
  closePara();
  closeList();
  return blocks;
}

/** The "How to play" dialog of a game (its guide, rendered safely); `open()` shows it. */
export function guideDialog(game: GameInfo): HTMLDialogElement {
  return h(
    "dialog",
    { class: "guide-dialog", "aria-label": `How to play ${game.title}` },
    // Close comes first (it takes the focus when the dialog opens), so the guide opens at its top.
    h("form", { method: "dialog", class: "guide-close" }, h("button", { class: "button small", type: "submit", autofocus: true }, "Close")),
    h("div", { class: "guide-body" }, markdown(game.guide ?? "")),
  );
}

/** A "How to play" button opening `dialog` (shown only when the game has a guide). */
export function guideButton(game: GameInfo, dialog: HTMLDialogElement, small = false): HTMLElement | null {
  if (!game.guide) return null;
  return h(
    "button",
    { class: `button ghost guide-open${small ? " small" : ""}`, type: "button", "aria-haspopup": "dialog", onclick: () => dialog.showModal() },
    "How to play",
  );
}

/** The turn's steps in order, the one holding the decision (`step`) marked as current. */
export function phaseTracker(outline: OutlineStep[] | undefined, step: string | null | undefined): HTMLElement | null {
  if (!outline || outline.length === 0) return null;
  return h(
    "ol",
    { class: "phase-tracker", "aria-label": "Where the turn stands" },
    outline.map((s) =>
      h("li", { class: s.label === step ? "current" : "", "aria-current": s.label === step ? "step" : undefined }, s.label),
    ),
  );
}
