import { clsx, type ClassValue } from "clsx";

/** Joins class names; later utilities are written to win by order, not by merging. */
export function cn(...values: ClassValue[]) {
  return clsx(values);
}
