/** The shop's monogram: an arch (a doorway, a carved jharokha) over a low plinth. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#5a3e2b" />
      <path d="M12 30V19a8 8 0 0 1 16 0v11" fill="none" stroke="#d9c39a" strokeWidth="2.4" strokeLinecap="round" />
      <path
        d="M16.5 30v-9.5a3.5 3.5 0 0 1 7 0V30"
        fill="none"
        stroke="#fbf7f1"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M9 30.5h22" stroke="#d9c39a" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
