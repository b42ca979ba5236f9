-- Keeps products.search_vector and the search_words vocabulary current on every write,
-- whoever writes (the app, the admin import, psql). Search reads them; nothing else writes them.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
BEGIN
  SELECT name INTO category_name FROM categories WHERE id = NEW.category_id;
  NEW.search_vector :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  -- Words of three letters or more, unaccented only by lowercasing: what a typo is matched against.
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
CREATE TRIGGER products_search_refresh
BEFORE INSERT OR UPDATE OF name, description, category_id ON products
FOR EACH ROW EXECUTE FUNCTION products_search_refresh();
--> statement-breakpoint
-- A renamed category re-indexes its products (touching name fires the trigger above).
CREATE OR REPLACE FUNCTION categories_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET name = name WHERE category_id = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_refresh
AFTER UPDATE OF name ON categories
FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
EXECUTE FUNCTION categories_search_refresh();
--> statement-breakpoint
-- Products that existed before this migration.
UPDATE products SET name = name;
