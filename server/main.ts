// The production host's entry (`node build/host/main.js`, also what `npm start` runs).
// Started directly, without NODE_ENV, it is still production: the variable is set here,
// before any package is loaded, because React picks its development or production build
// when it is first imported (a static import would load it before this line ran, and a
// React of one kind rendering with a react-dom of the other answers every page with 500).
process.env.NODE_ENV ??= "production";

// Kept out of this file's bundle (scripts/build-host.mjs) so that it loads only now.
await import("./production.js");

export {};
