import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { OrderStatusBadge } from "./components/order-status-badge";
import { statusBadgeTones, unknownStatusTone } from "./components/status-badge-tones";
import { statusLabels, type OrderStatus } from "./order-status";

const STATUSES = Object.keys(statusLabels) as OrderStatus[];

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio of two #rrggbb colours, from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// The theme's colour tokens (--color-name: #rrggbb;), as Tailwind builds the classes from them.
const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
const theme = new Map([...css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1]!, m[2]!]));

/** The background and text hex of a tone, which must be "bg-<token> text-<token>" with solid tokens. */
function tonePair(tone: string): { background: string; foreground: string } {
  const match = /^bg-([a-z0-9-]+) text-([a-z0-9-]+)$/.exec(tone);
  if (!match) throw new Error(`"${tone}" is not "bg-<theme colour> text-<theme colour>"`);
  const [background, foreground] = [theme.get(match[1]!), theme.get(match[2]!)];
  if (!background || !foreground) throw new Error(`"${tone}" names a colour that app/app.css does not define`);
  return { background, foreground };
}

const render = (status: string) => renderToStaticMarkup(createElement(OrderStatusBadge, { status }));
const classesOf = (html: string) => new Set(/class="([^"]*)"/.exec(html)![1]!.split(/\s+/));

describe("the WCAG contrast ratio", () => {
  it("matches known values", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeLessThan(4.5);
  });
});

describe("order status badges", () => {
  it("have a tone for each of the eight statuses", () => {
    expect(Object.keys(statusBadgeTones).sort()).toEqual([...STATUSES].sort());
    expect(STATUSES).toHaveLength(8);
  });

  it("give every status, and an unknown one, its own set of classes and its own background", () => {
    const rendered = [...STATUSES, "on_hold"].map((status) => [...classesOf(render(status))].sort().join(" "));
    expect(new Set(rendered).size).toBe(rendered.length);
    const backgrounds = [...Object.values(statusBadgeTones), unknownStatusTone].map(
      (tone) => tonePair(tone).background,
    );
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
  });

  it.each(STATUSES)("render %s with its tone and the spec's label, not upper-cased", (status) => {
    const html = render(status);
    const classes = classesOf(html);
    for (const name of statusBadgeTones[status].split(" ")) expect(classes).toContain(name);
    expect(classes).not.toContain("uppercase");
    expect(html).toContain(`>${statusLabels[status]}</span>`);
  });

  it("render an unknown status grey, as written", () => {
    const html = render("on_hold");
    for (const name of unknownStatusTone.split(" ")) expect(classesOf(html)).toContain(name);
    expect(html).toContain(">on_hold</span>");
    expect(render("toString")).toContain(">toString</span>");
  });

  it.each([...Object.entries(statusBadgeTones), ["unknown", unknownStatusTone]])(
    "keep %s's text at 4.5:1 or more against its background (%s)",
    (_status, tone) => {
      const { background, foreground } = tonePair(tone);
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
