import type { RequestPageData } from "../request-page.server";

/** What the customer asked for: the project, the description, the optional facts and the photos. */
export function RequestOverview({ data }: { data: RequestPageData }) {
  return (
    <section aria-labelledby="request-overview-heading" className="grid gap-5">
      <h2 id="request-overview-heading" className="font-display text-2xl font-medium">
        {data.projectType}
      </h2>
      <p className="leading-relaxed whitespace-pre-line text-espresso">{data.description}</p>
      {data.facts.length > 0 && (
        <dl className="grid gap-3 sm:grid-cols-3">
          {data.facts.map((fact) => (
            <div key={fact.label} className="rounded-xl border border-line bg-cream px-4 py-3">
              <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{fact.label}</dt>
              <dd className="mt-1 font-semibold text-espresso">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {data.photos.length > 0 && (
        <ul role="list" aria-label="Photos" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {data.photos.map((photo, index) => (
            <li key={photo.thumb}>
              <a
                href={photo.full}
                target="_blank"
                rel="noreferrer"
                className="block overflow-hidden rounded-xl border border-line focus-visible:ring-3 focus-visible:ring-brass/40 focus-visible:outline-none"
              >
                <img
                  src={photo.thumb}
                  alt={`Photo ${index + 1} of ${data.photos.length}`}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
