import { formatPhone } from "~/utils/phone-display";

/**
 * What a mail shows of the shop: passed in (the settings record fits it), so the
 * layout stays pure and mail knows nothing of the settings.
 */
export interface MailShop {
  name: string;
  phone: string;
  emails: { general: string };
  address: { line1: string; city: string; region: string; country: string };
}

/** One row of a `lines` block; a `strong` row (a total) is bold and set off by a rule. */
export interface MailLine {
  label: string;
  value: string;
  strong?: boolean;
}

export type MailBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "note"; text: string }
  | { kind: "lines"; rows: MailLine[] };

export interface MailContent {
  subject: string;
  /** The line inboxes show after the subject. */
  preheader: string;
  heading: string;
  blocks: MailBlock[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const colour = { ivory: "#fbf7f1", linen: "#fffdf9", espresso: "#2a2119", walnut: "#5a3e2b", brass: "#b08d57" };
const muted = "#665a4e";
const serif = "Georgia, 'Times New Roman', Times, serif";
const sans = "Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!,
  );
}

/** Only web links go into a mail. */
export function assertWebUrl(url: string): string {
  const protocol = URL.canParse(url) ? new URL(url).protocol : "";
  if (protocol !== "https:" && protocol !== "http:") throw new Error(`Not a web link: ${url}`);
  return url;
}

export function greeting(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `Hello ${trimmed},` : "Hello,";
}

function addressLine(shop: MailShop) {
  const { line1, city, region, country } = shop.address;
  return [line1, city, region, country].filter(Boolean).join(", ");
}

/** A table of label/value rows: labels left, values right-aligned. */
function htmlLines(rows: MailLine[]): string {
  const cell = `font-family:${sans};font-size:15px;line-height:1.5;color:${colour.espresso};vertical-align:top;`;
  const body = rows
    .map((row) => {
      const weight = row.strong
        ? `font-weight:bold;border-top:2px solid ${colour.brass};padding:10px 0 6px`
        : "padding:6px 0";
      return `<tr><td style="${cell}${weight};padding-right:16px;">${escapeHtml(row.label)}</td><td align="right" style="${cell}${weight};text-align:right;white-space:nowrap;">${escapeHtml(row.value)}</td></tr>`;
    })
    .join("\n");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 20px;">
${body}
</table>`;
}

function htmlBlock(block: MailBlock): string {
  const text = `font-family:${sans};font-size:16px;line-height:1.6;color:${colour.espresso};margin:0 0 16px;`;
  if (block.kind === "paragraph") return `<p style="${text}">${escapeHtml(block.text)}</p>`;
  if (block.kind === "note") {
    return `<p style="${text}font-size:14px;color:${muted};">${escapeHtml(block.text)}</p>`;
  }
  if (block.kind === "lines") return htmlLines(block.rows);
  const href = escapeHtml(assertWebUrl(block.url));
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td align="center" bgcolor="${colour.walnut}" style="background-color:${colour.walnut};border:2px solid ${colour.brass};border-radius:6px;">
<a href="${href}" target="_blank" style="display:inline-block;padding:13px 30px;font-family:${sans};font-size:16px;font-weight:bold;color:${colour.linen};text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a>
</td></tr></table>
<p style="font-family:${sans};font-size:13px;line-height:1.5;color:${muted};margin:0 0 16px;">If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:${colour.walnut};word-break:break-all;">${href}</a></p>`;
}

/** A complete HTML e-mail: table layout 600 px wide, inline styles only, every value escaped. */
export function renderHtml(content: MailContent, shop: MailShop): string {
  const e = escapeHtml;
  const contact = `${e(formatPhone(shop.phone))} &middot; <a href="mailto:${e(shop.emails.general)}" style="color:${muted};">${e(shop.emails.general)}</a>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${e(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colour.ivory};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${e(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colour.ivory}" style="background-color:${colour.ivory};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td bgcolor="${colour.walnut}" style="background-color:${colour.walnut};border-bottom:3px solid ${colour.brass};border-radius:8px 8px 0 0;padding:24px 32px;font-family:${serif};font-size:24px;line-height:1.3;color:${colour.linen};">${e(shop.name)}</td></tr>
<tr><td bgcolor="${colour.linen}" style="background-color:${colour.linen};border:1px solid #eadfce;border-top:0;border-radius:0 0 8px 8px;padding:32px;">
<h1 style="font-family:${serif};font-size:26px;line-height:1.3;font-weight:normal;color:${colour.espresso};margin:0 0 20px;">${e(content.heading)}</h1>
${content.blocks.map(htmlBlock).join("\n")}
</td></tr>
<tr><td align="center" style="padding:24px 32px;font-family:${sans};font-size:12px;line-height:1.6;color:${muted};">
<strong>${e(shop.name)}</strong><br>${contact}<br>${e(addressLine(shop))}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** "label  value" lines, values right-aligned in one column; a rule of dashes above a strong row. */
function textLines(rows: MailLine[]): string {
  const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
  const flat = rows.map((row) => ({ label: oneLine(row.label), value: oneLine(row.value), strong: row.strong }));
  const labelWidth = Math.max(0, ...flat.map((row) => row.label.length));
  const valueWidth = Math.max(0, ...flat.map((row) => row.value.length));
  const rule = "-".repeat(labelWidth + 2 + valueWidth);
  return flat
    .flatMap((row) => {
      const line = `${row.label.padEnd(labelWidth)}  ${row.value.padStart(valueWidth)}`;
      return row.strong ? [rule, line] : [line];
    })
    .join("\n");
}

function textBlock(block: MailBlock): string {
  if (block.kind === "button") return `${block.label}:\n${assertWebUrl(block.url)}`;
  if (block.kind === "lines") return textLines(block.rows);
  return block.text;
}

/** The plain-text counterpart: the same content, each link on its own line. */
export function renderText(content: MailContent, shop: MailShop): string {
  const blocks = content.blocks.map(textBlock);
  const footer = ["-- ", shop.name, `${formatPhone(shop.phone)} · ${shop.emails.general}`, addressLine(shop)].join(
    "\n",
  );
  return [content.heading, ...blocks, footer].join("\n\n") + "\n";
}

export function renderMail(content: MailContent, shop: MailShop): RenderedMail {
  return { subject: content.subject, html: renderHtml(content, shop), text: renderText(content, shop) };
}
