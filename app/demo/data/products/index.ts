import type { DemoProduct } from "../types";
import { livingRoomProducts } from "./living-room";
import { bedroomProducts } from "./bedroom";
import { diningRoomProducts } from "./dining-room";
import { officeProducts } from "./office";
import { outdoorProducts } from "./outdoor";
import { decorProducts } from "./decor";

/** The 48 demo products, one file per category. */
export const demoProducts: DemoProduct[] = [
  ...livingRoomProducts,
  ...bedroomProducts,
  ...diningRoomProducts,
  ...officeProducts,
  ...outdoorProducts,
  ...decorProducts,
];
