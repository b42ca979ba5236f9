import { createContext, useContext, type ReactNode } from "react";

/**
 * The per-response nonce that lets our own inline scripts run under the
 * Content-Security-Policy. Only the server knows it; in the browser it is "".
 */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce() {
  return useContext(NonceContext);
}
