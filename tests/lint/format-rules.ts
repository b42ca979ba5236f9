// The rules of tests/lint/formats.test.ts: one format everywhere for dates, times, money and phone
// numbers (issue 33; DECISIONS: money, dates and places). Each rule names the one formatter the
// text should come from; `allowedIn` is that formatter's own file, where the format is built.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export interface FormatRule {
  id: string;
  /** What to use instead: the message a finding prints. */
  fix: string;
  /** A line of code (comments blanked) that breaks the rule. */
  line?: RegExp;
  /** A whole file that breaks the rule (for what no single line shows). */
  file?: (code: string) => boolean;
  allowedIn?: readonly string[];
}

export interface Finding {
  rule: string;
  file: string;
  line: number;
  text: string;
}

const MONTHS = "January|February|March|April|May|June|July|August|September|October|November|December";

export const FORMAT_RULES: readonly FormatRule[] = [
  {
    id: "date-format-outside-shop-time",
    fix: "format dates and times with app/utils/shop-time.ts (formatShopDate 'Jan 05, 2024', formatShopTime 'HH:mm', …)",
    line: /Intl\.DateTimeFormat|\.toLocale(Date|Time)String\(|Date\([^)]*\)\.toLocaleString\(/,
    allowedIn: ["app/utils/shop-time.ts"],
  },
  {
    id: "twelve-hour-clock",
    fix: "times are 24-hour HH:mm: formatShopTime",
    line: /hour12\s*:\s*true|hourCycle\s*:\s*["']h1[12]["']|\bh:mm\s*a\b/,
  },
  {
    id: "year-stripped-from-date",
    fix: "the year is always shown: formatShopDate as it is, formatShopDateRange for a span of days",
    line: /\.replace\(\s*\/[^/\n]*\\d\{4\}[^/\n]*\/[a-z]*\s*,\s*(""|''|``)\s*\)|formatShop\w*\([^()]*\)\.(replace|slice|substring|split)\(/,
  },
  {
    id: "yearless-day-outside-charts",
    fix: "'Jan 05' without its year is a chart axis's only (analytics.ts): elsewhere formatShopDate",
    line: /\bformatShopAxisDay\(/,
    allowedIn: ["app/utils/shop-time.ts", "app/modules/admin/analytics.ts"],
  },
  {
    id: "month-names-by-hand",
    fix: "month names come from shop-time.ts's formats, not a list of our own",
    line: /["'](Jan|January)["']\s*,\s*["'](Feb|February)["']/,
  },
  {
    id: "date-written-by-hand",
    fix: "write a date the spec's way, 'Jan 05, 2024' (formatShopDate of the 'YYYY-MM-DD' day)",
    line: new RegExp(
      `\\b\\d{1,2}(st|nd|rd|th)? (${MONTHS}),? \\d{4}\\b|\\b(${MONTHS}) \\d{1,2}(st|nd|rd|th)?, \\d{4}\\b`,
    ),
  },
  {
    id: "date-and-time-joined-by-hand",
    fix: "a date with its time is formatShopDateTime ('Jan 05, 2024, 14:30'), or formatShopDateInWords in a sentence",
    line: /formatShopDate\([^()]*\)[^\n(]{0,8}formatShopTime\(/,
    allowedIn: ["app/utils/shop-time.ts"],
  },
  {
    id: "rupee-sign",
    fix: "amounts read 'PKR 1,000' (formatPrice); the sign only in the spec's own 'From ₨ 180,000'",
    line: /₨(?<!From\s*(<[^>]*>)?\s*₨)/,
  },
  {
    id: "rs-amount",
    fix: "amounts read 'PKR 1,000' (formatPrice), never 'Rs'",
    line: /\bRs\.?\s?(\d|\$?\{)/,
  },
  {
    id: "pkr-built-by-hand",
    fix: "'PKR 1,000' is formatPrice(amount) from app/utils/money.ts",
    line: /PKR\s*\$?\{/,
    allowedIn: ["app/utils/money.ts"],
  },
  {
    id: "money-outside-money-ts",
    fix: "rupees with separators are money.ts's: formatPrice ('PKR 1,000') or rupees ('1,000', a form's value)",
    line: /\b[\w.]*(price|amount|fee|charge|cost|budget|revenue|balance|advance|subtotal|minTotal)\w*\.toLocaleString\(|\b(quote|order|cart)\.total\.toLocaleString\(|Intl\.NumberFormat\([^)]*currency/i,
    allowedIn: ["app/utils/money.ts"],
  },
  {
    id: "shop-phone-unformatted",
    fix: "the shop's own numbers go through formatPhone (app/utils/phone.ts), like customers'",
    line: /\{\s*(settings|shop|limits)\.(phone|whatsapp)\s*\}|\b(e|escapeHtml)\(\s*(settings|shop)\.(phone|whatsapp)\s*\)/,
  },
  {
    id: "shop-phone-unformatted-from-hook",
    fix: "a phone number taken from useShopSettings() is shown through formatPhone (app/utils/phone.ts)",
    file: (code) =>
      (/\{[^}]*\bphone\b[^}]*\}\s*=\s*useShopSettings\(\)/.test(code) && !code.includes("formatPhone(")) ||
      (/\{[^}]*\bwhatsapp\b[^}]*\}\s*=\s*useShopSettings\(\)/.test(code) &&
        /(?<![=\w])\{\s*whatsapp\s*\}(?!\s*=)/.test(code)),
  },
];

/** Comments say what they like ('Rs' in a note, a format's example): blank them, keeping lines. */
export function blankComments(source: string): string {
  const blank = (text: string) => text.replace(/[^\n]/g, " ");
  return source
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[\s;,{}()])\/\/[^\n]*/g, (all, lead: string) => lead + blank(all.slice(lead.length)));
}

/** What `code` of `file` breaks, rule by rule, allowances applied. */
export function findingsIn(file: string, source: string, rules: readonly FormatRule[] = FORMAT_RULES): Finding[] {
  const code = blankComments(source);
  const lines = code.split("\n");
  const findings: Finding[] = [];
  for (const rule of rules) {
    if (rule.allowedIn?.includes(file)) continue;
    if (rule.file?.(code)) findings.push({ rule: rule.id, file, line: 0, text: "(the file as a whole)" });
    if (!rule.line) continue;
    lines.forEach((text, index) => {
      if (rule.line!.test(text)) findings.push({ rule: rule.id, file, line: index + 1, text: text.trim() });
    });
  }
  return findings;
}

/** The app's and the host's source files (tests and their fixtures left out), as repo paths. */
export function appSourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name)) files.push(relative);
    }
  };
  walk("app");
  walk("server");
  return files.sort();
}

export const readSource = (root: string, file: string) => readFileSync(path.join(root, file), "utf8");
