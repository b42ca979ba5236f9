/** The notice's words (issue 33, part 7), also quoted by the admin's opening page. */
export const PREVIEW_NOTICE = "Preview: this shop is not open yet. Orders placed now are test orders";

/**
 * The slim band at the top of every storefront page while the shop is a preview (settings.shopOpen
 * off): in the page's flow below the header, so it covers nothing and scrolls away. A named region
 * inside the main landmark, read first after 'Skip to content'. On a phone the words it can spare
 * are left to screen readers, so that it stays one line at 390 px.
 */
export function PreviewNotice() {
  return (
    <section
      aria-label="Shop preview"
      data-testid="preview-notice"
      className="bg-espresso px-4 py-1.5 text-center text-xs leading-5 text-linen sm:text-sm"
    >
      <p>
        <strong className="font-semibold text-brass-light">Preview:</strong>{" "}
        <span className="max-sm:sr-only">this shop is </span>not open yet. Orders{" "}
        <span className="max-sm:sr-only">placed now </span>are test orders
      </p>
    </section>
  );
}
