// Apart from the address book's schema, so that its form and list do not bring zod to the browser.

/** The most addresses one customer keeps: the book refuses one more with ADDRESS_BOOK_FULL. */
export const ADDRESS_BOOK_LIMIT = 10;
export const ADDRESS_BOOK_FULL = `You can save up to ${ADDRESS_BOOK_LIMIT} addresses. Please delete one before adding another.`;
/** 'Home', 'Office': a label is short. */
export const LABEL_MAX = 40;
