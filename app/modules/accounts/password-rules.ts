// Apart from the account schemas, so that the password fields do not bring zod to the browser.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
