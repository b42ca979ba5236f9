import type { ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/utils/cn";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold tracking-wide transition-colors duration-200 disabled:pointer-events-none disabled:opacity-50 whitespace-nowrap";

const variants = {
  primary: "bg-walnut text-linen hover:bg-walnut-dark shadow-soft",
  light: "bg-linen text-espresso hover:bg-cream shadow-soft",
  outline: "border border-walnut/40 text-walnut hover:bg-walnut hover:text-linen",
  "outline-light": "border border-linen/70 text-linen hover:bg-linen hover:text-espresso",
  ghost: "text-walnut hover:bg-cream",
} as const;

const sizes = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-6 text-sm",
  lg: "h-13 px-8 text-base",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClass({ variant = "primary", size = "md" }: ButtonStyle = {}, className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

/** A link that looks like a button: navigation stays a link for keyboards and screen readers. */
export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
