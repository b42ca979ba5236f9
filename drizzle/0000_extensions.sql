-- Extensions come before the first table. PGlite is given pg_trgm in code (see app/db/client.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
