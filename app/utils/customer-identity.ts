import { normalisePakistaniPhone } from "./phone";

/**
 * How a big provider delivers variants of one address to the same mailbox: `tag` starts a
 * part it ignores, `ignoresDots` says whether dots in the name matter, `domain` is the one
 * name of a provider with two.
 */
export interface MailboxRule {
  domain: string;
  tag: "+" | "-";
  ignoresDots: boolean;
}

/**
 * The providers whose rules we know, as each documents them:
 * - Gmail ignores dots in the name and anything from a '+' on; googlemail.com is the same
 *   mailbox as gmail.com.
 * - Outlook.com (outlook.com, hotmail.com, live.com) ignores anything from a '+' on ("plus
 *   addressing"); dots count, and each domain is its own set of mailboxes.
 * - Yahoo has no '+' addressing: its disposable addresses are 'name-keyword', and its
 *   names cannot hold a '-', so anything from a '-' on is the keyword; dots count.
 * Every other domain is taken as written: '+' or '.' may be part of a real name there.
 */
export const MAILBOX_RULES: Readonly<Record<string, MailboxRule>> = {
  "gmail.com": { domain: "gmail.com", tag: "+", ignoresDots: true },
  "googlemail.com": { domain: "gmail.com", tag: "+", ignoresDots: true },
  "outlook.com": { domain: "outlook.com", tag: "+", ignoresDots: false },
  "hotmail.com": { domain: "hotmail.com", tag: "+", ignoresDots: false },
  "live.com": { domain: "live.com", tag: "+", ignoresDots: false },
  "yahoo.com": { domain: "yahoo.com", tag: "-", ignoresDots: false },
};

/**
 * The mailbox an e-mail address reaches, as one key: 'Ayesha.Khan+sofa@googlemail.com' and
 * 'ayeshakhan@gmail.com' give the same. For limits that count per customer (the
 * cash-on-delivery cap, mails per address), so that variants of one address are one customer.
 * Never for sending: mail still goes to the address as typed. The split is at the first '@',
 * as the database's copy of this rule splits (orders/cod-caps.server.ts).
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.indexOf("@");
  if (at < 0) return address;
  const domain = address.slice(at + 1);
  const rule = Object.hasOwn(MAILBOX_RULES, domain) ? MAILBOX_RULES[domain]! : null;
  if (!rule) return address;
  const name = address.slice(0, at).split(rule.tag)[0]!;
  return `${rule.ignoresDots ? name.replaceAll(".", "") : name}@${rule.domain}`;
}

/** A phone as one key: the shop's canonical +923XXXXXXXXX, or the text as typed when it is no Pakistani mobile. */
export function phoneKey(phone: string): string {
  return normalisePakistaniPhone(phone) ?? phone.trim();
}
