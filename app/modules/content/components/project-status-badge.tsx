import { Badge } from "~/components/ui/badge";
import { statusLabels, type ProjectStatus } from "../projects";

/** Solid tones only: the badge also sits on pictures. */
export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  return (
    <Badge tone={status === "completed" ? "walnut" : "neutral"} className={className}>
      {statusLabels[status]}
    </Badge>
  );
}
