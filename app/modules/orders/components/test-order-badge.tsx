import { TEST_ORDER_BADGE } from "../test-order";

/**
 * 'Test order' beside an order placed while the shop was a preview: dashed, so that it reads as
 * unlike any status badge, in the page's own ink for contrast.
 */
export function TestOrderBadge({ isTest }: { isTest: boolean }) {
  if (!isTest) return null;
  return (
    <span
      data-testid="test-order-badge"
      className="inline-flex items-center rounded-full border border-dashed border-walnut px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-walnut"
    >
      {TEST_ORDER_BADGE}
    </span>
  );
}
