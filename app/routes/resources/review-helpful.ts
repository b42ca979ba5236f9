import { handleHelpfulVote } from "~/modules/reviews/review-vote-action.server";
import type { Route } from "./+types/review-helpful";

/** POST /reviews/:id/helpful: one reader's 'Helpful'. */
export const action = ({ request, params }: Route.ActionArgs) => handleHelpfulVote(request, params.id);

/** A GET (a link followed, a crawler) changes nothing. */
export const loader = () => new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
