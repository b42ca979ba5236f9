/**
 * What a route module's `handle` may declare for the host. `bodyLimit`: the most
 * a request to the route may send, in bytes, when it takes more than an ordinary
 * form (256 KB); server/body-limit.ts reads it from the build before the route runs.
 */
export interface BodyLimitHandle {
  bodyLimit: number;
}
