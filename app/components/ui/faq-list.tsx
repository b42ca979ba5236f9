import ChevronDown from "lucide-react/icons/chevron-down";

export interface FaqItem {
  question: string;
  answer: string;
}

/** Questions and answers as native disclosures: keyboard and screen-reader friendly without any script. */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <ul
      role="list"
      className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-linen shadow-soft"
    >
      {items.map((item) => (
        <li key={item.question}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-6 py-5 font-display text-lg font-medium text-espresso transition-colors hover:bg-cream sm:px-8 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                className="size-5 shrink-0 text-walnut transition-transform duration-200 group-open:rotate-180"
                aria-hidden="true"
              />
            </summary>
            <p className="px-6 pb-6 leading-relaxed text-muted sm:px-8">{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
