import type { AccountMoneyLine } from "../order-money-lines";

/**
 * A money line's amount as the account prints it. A reduction ('−PKR 5,000') is read out as
 * 'minus PKR 5,000': some screen readers skip the minus sign, which would turn it into a charge.
 */
export function MoneyLineValue({ line }: { line: Pick<AccountMoneyLine, "value" | "spoken"> }) {
  if (!line.spoken) return <>{line.value}</>;
  return (
    <>
      <span aria-hidden="true">{line.value}</span>
      <span className="sr-only">{line.spoken}</span>
    </>
  );
}

/**
 * The test id of a line's amount on a page: '<page>-delivery-fee' (as the pages named it before
 * codes), '<page>-discount', '<page>-delivery-discount'; none for the subtotal.
 */
export function moneyLineTestId(page: string, kind: AccountMoneyLine["kind"]): string | undefined {
  if (kind === "subtotal") return undefined;
  return `${page}-${kind === "delivery" ? "delivery-fee" : kind}`;
}
