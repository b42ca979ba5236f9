ALTER TABLE "products" ADD COLUMN "name_vector" "tsvector";--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin ("name_vector");--> statement-breakpoint
-- The trigger of 0004, now also filling name_vector (what relevance is ranked by).
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
BEGIN
  SELECT name INTO category_name FROM categories WHERE id = NEW.category_id;
  NEW.name_vector := to_tsvector('english', coalesce(NEW.name, ''));
  NEW.search_vector :=
    setweight(NEW.name_vector, 'A') ||
    setweight(to_tsvector('english', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM regexp_split_to_table(
    lower(coalesce(NEW.name, '') || ' ' || coalesce(category_name, '') || ' ' || coalesce(NEW.description, '')),
    '[^[:alnum:]]+'
  ) AS word
  WHERE length(word) BETWEEN 3 AND 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
UPDATE products SET name = name;
