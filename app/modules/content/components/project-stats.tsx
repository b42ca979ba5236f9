import CheckCircle2 from "lucide-react/icons/check-circle-2";
import FolderOpen from "lucide-react/icons/folder-open";
import Hammer from "lucide-react/icons/hammer";
import MapPin from "lucide-react/icons/map-pin";

export interface ProjectStatsData {
  total: number;
  completed: number;
  ongoing: number;
  cities: number;
}

/** Four stat cards over the portfolio. */
export function ProjectStats({ stats }: { stats: ProjectStatsData }) {
  const items = [
    { label: "Total Projects", value: stats.total, Icon: FolderOpen },
    { label: "Completed", value: stats.completed, Icon: CheckCircle2 },
    { label: "Ongoing", value: stats.ongoing, Icon: Hammer },
    { label: stats.cities === 1 ? "City" : "Cities", value: stats.cities, Icon: MapPin },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map(({ label, value, Icon }) => (
        <div
          key={label}
          className="flex flex-col-reverse gap-1 rounded-[var(--radius-card)] border border-line bg-linen p-5 shadow-soft sm:p-6"
        >
          <dt className="text-sm font-medium text-muted">{label}</dt>
          <dd className="flex items-center gap-3 font-display text-4xl font-medium text-walnut">
            <Icon className="size-6 shrink-0 text-brass" aria-hidden="true" />
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
