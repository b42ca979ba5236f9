/** Every room kind's plan, by variant (see plan-kit for the coordinate system). */
import type { RoomKind } from "../illustration.types";
import type { Planner } from "./plan-kit";
import { bedroom, dining, living, office, outdoor } from "./plans-home";
import { boardroom, boutique, decor, hotelLobby, restaurant } from "./plans-trade";

export type { PaintKey, Piece, PieceKind, Plan } from "./plan-kit";

export const PLANS: Record<RoomKind, Planner> = {
  living,
  bedroom,
  dining,
  office,
  outdoor,
  decor,
  restaurant,
  "hotel-lobby": hotelLobby,
  boutique,
  boardroom,
};
