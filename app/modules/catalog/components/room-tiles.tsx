import { Link } from "react-router";
import { Container } from "~/components/ui/container";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { RoomTile } from "../home-shelves.server";
import { roomPath } from "../room-path";

/** 'Shop by room': a picture tile for each category with something for sale, each leading to its catalogue. */
export function RoomTiles({ rooms }: { rooms: readonly RoomTile[] }) {
  if (rooms.length === 0) return null;
  return (
    <section aria-labelledby="shop-by-room-heading" className="overflow-x-clip bg-cream py-8 sm:py-14">
      <Container>
        <h2 id="shop-by-room-heading" className="text-2xl leading-tight font-medium text-espresso sm:text-4xl">
          Shop by room
        </h2>
        <ul role="list" className="mt-5 grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-3 sm:mt-8 sm:gap-5">
          {rooms.map((room) => (
            <li key={room.slug}>
              <Link
                to={roomPath(room.slug)}
                data-testid="room-tile"
                className="group relative block aspect-[4/3] overflow-hidden rounded-[var(--radius-card)] bg-sand shadow-soft"
              >
                {room.image && (
                  <ResponsiveImage
                    src={room.image}
                    // The name below says what the tile is: the picture adds nothing for a screen reader.
                    alt=""
                    sizes="(min-width: 1280px) 170px, (min-width: 640px) 25vw, 45vw"
                    width={400}
                    height={300}
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                )}
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-espresso/90 via-espresso/60 to-transparent px-3 pt-8 pb-2.5 font-display text-base font-medium text-linen sm:text-lg">
                  {room.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
