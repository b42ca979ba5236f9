-- Sizes whose last word is itself a smaller size ('Super King', 'Small Double') are one word to
-- search (issue 37, item 2): 'king' must not find a bed that comes in Super King only, nor rank it
-- above a King. The same list is app/modules/catalog/compound-sizes.ts, which joins a shopper's
-- words alike; tests/server/compound-sizes.test.ts checks that the two agree.
CREATE OR REPLACE FUNCTION search_sizes_joined(body text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_replace(
    regexp_replace(body, '\m(super|california)[^[:alnum:]]+(king)\M', '\1\2', 'gi'),
    '\m(small)[^[:alnum:]]+(double|single)\M', '\1\2', 'gi')
$$;
--> statement-breakpoint
-- The search trigger of 0025, its texts with their compound sizes joined.
CREATE OR REPLACE FUNCTION products_search_refresh() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  category_name text;
  option_words text;
BEGIN
  SELECT name INTO category_name FROM categories WHERE id = NEW.category_id;
  -- The typo vocabulary takes the options' values but not the SKUs (see 0025).
  SELECT string_agg(v.value, ' ') INTO option_words
  FROM product_options o JOIN product_option_values v ON v.option_id = o.id
  WHERE o.product_id = NEW.id;
  NEW.name_vector := to_tsvector('english', search_sizes_joined(coalesce(NEW.name, '')));
  NEW.search_vector :=
    setweight(NEW.name_vector, 'A') ||
    setweight(to_tsvector('english', search_sizes_joined(coalesce(category_name, '') || ' ' || coalesce(NEW.variant_terms, ''))), 'B') ||
    setweight(to_tsvector('english', search_sizes_joined(coalesce(NEW.description, ''))), 'C');
  INSERT INTO search_words (word)
  SELECT DISTINCT word
  FROM regexp_split_to_table(
    lower(search_sizes_joined(coalesce(NEW.name, '') || ' ' || coalesce(category_name, '') || ' ' || coalesce(option_words, '') || ' ' || coalesce(NEW.description, ''))),
    '[^[:alnum:]]+'
  ) AS word
  WHERE length(word) BETWEEN 3 AND 40
  ON CONFLICT (word) DO NOTHING;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- Only the products that mention such a size are indexed again.
UPDATE products SET variant_terms = variant_terms
 WHERE search_sizes_joined(coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(variant_terms, ''))
       IS DISTINCT FROM coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || coalesce(variant_terms, '');
--> statement-breakpoint
-- The owner's synonyms are looked up by the words as search joins them.
UPDATE search_synonym_words w SET word = search_sizes_joined(w.word)
 WHERE search_sizes_joined(w.word) <> w.word
   AND NOT EXISTS (SELECT 1 FROM search_synonym_words o WHERE o.word = search_sizes_joined(w.word));
