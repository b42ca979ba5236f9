import { Container } from "~/components/ui/container";
import { headlineStats } from "../home";

export function StatsBand() {
  return (
    <section aria-label="The shop in numbers" className="border-b border-line bg-linen">
      <Container>
        <dl className="grid grid-cols-2 divide-line py-10 sm:grid-cols-4 sm:divide-x">
          {headlineStats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center gap-1 px-4 py-4 text-center">
              <dt className="text-sm font-medium text-muted">{stat.label}</dt>
              <dd className="font-display text-4xl font-medium text-walnut sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
