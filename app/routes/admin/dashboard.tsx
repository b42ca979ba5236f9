import { Container } from "~/components/ui/container";
import { requireAdmin } from "~/modules/accounts/session.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Admin Dashboard" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  return { name: admin.name };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="py-14 sm:py-20">
      <h1 className="text-4xl font-medium sm:text-5xl">Admin Dashboard</h1>
      <p className="mt-3 text-lg text-muted">Manage products, categories, projects, and orders</p>
      <p className="mt-10 rounded-[var(--radius-card)] border border-dashed border-line p-10 text-muted">
        Signed in as {loaderData.name}. The dashboard's orders, products, categories, projects, décor and analytics tabs
        are being built; this page is already closed to everyone but admins.
      </p>
    </Container>
  );
}
