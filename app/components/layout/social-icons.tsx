import type { ReactNode } from "react";

// Lucide dropped brand marks; these are plain line glyphs in the same 24-unit grid.
function Glyph({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const socialIcons = {
  facebook: (
    <Glyph>
      <path d="M14.5 8H16V4.5h-2.2A3.8 3.8 0 0 0 10 8.3V11H8v3.5h2V21h3.5v-6.5h2.3L16.3 11h-2.8V9a1 1 0 0 1 1-1Z" />
    </Glyph>
  ),
  instagram: (
    <Glyph>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </Glyph>
  ),
  twitter: (
    <Glyph>
      <path d="M4 4l16 16M20 4L4 20" />
    </Glyph>
  ),
  linkedin: (
    <Glyph>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 10.5V16M8 7.8v.1M11.5 16v-5.5M11.5 13a2.5 2.5 0 0 1 5 0v3" />
    </Glyph>
  ),
  whatsapp: (
    <Glyph>
      <path d="M4 20l1.3-4A8 8 0 1 1 8.5 19Z" />
      <path d="M9.2 8.6c.3 2.9 2.4 5.1 5.4 5.7l1-1.2-1.7-.9-.8.7a4 4 0 0 1-2-2l.7-.8-.8-1.8Z" />
    </Glyph>
  ),
} as const;

export type SocialNetwork = keyof typeof socialIcons;
