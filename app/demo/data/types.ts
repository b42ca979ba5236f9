import type { ProductArt, SceneArt } from "~/demo/illustration.types";

export type CategorySlug = "living-room" | "bedroom" | "dining-room" | "office" | "outdoor" | "decor";

export interface DemoCategory {
  slug: CategorySlug;
  name: string;
  description: string;
  art: SceneArt;
}

export interface DemoProduct {
  slug: string;
  name: string;
  categorySlug: CategorySlug;
  /** Whole rupees. */
  price: number;
  stock: number;
  description: string;
  dimensions: string | null;
  materials: string | null;
  art: ProductArt;
  /** Spreads created_at so that "newest" sorting has something to sort. */
  createdDaysAgo: number;
}

export interface DemoProject {
  slug: string;
  title: string;
  description: string;
  location: string;
  category: "interior_design" | "furniture" | "home_decor";
  sector: "residential" | "commercial" | "hospitality" | "office";
  status: "completed" | "ongoing";
  /** ISO date (YYYY-MM-DD), or null while ongoing. */
  completionDate: string | null;
  /** Two or three pictures of the finished (or in-progress) space. */
  scenes: SceneArt[];
  createdDaysAgo: number;
}

export interface DemoPartner {
  name: string;
  industry: "restaurant" | "fashion" | "retail" | "chemicals";
  /** File name under public/partners/, e.g. "saffron-house.svg". */
  logo: string;
}
