import { Container } from "~/components/ui/container";
import { cn } from "~/utils/cn";
import type { ShownStat } from "../stat-figures";

// One column per figure on wide screens (Tailwind needs each class written out); six sit in two rows of three until large.
const columns = [
  "",
  "sm:grid-cols-1",
  "sm:grid-cols-2",
  "sm:grid-cols-3",
  "sm:grid-cols-4",
  "sm:grid-cols-5",
  "sm:grid-cols-3 lg:grid-cols-6",
];

export function StatsBand({ stats }: { stats: readonly ShownStat[] }) {
  if (stats.length === 0) return null;
  return (
    <section aria-label="The shop in numbers" className="border-b border-line bg-linen">
      <Container>
        <dl className={cn("grid grid-cols-2 divide-line py-10 sm:divide-x", columns[stats.length])}>
          {stats.map((stat, index) => (
            <div key={index} className="flex flex-col-reverse items-center gap-1 px-4 py-4 text-center">
              <dt className="text-sm font-medium text-muted">{stat.label}</dt>
              <dd className="font-display text-4xl font-medium text-walnut sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
