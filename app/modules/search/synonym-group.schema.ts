import { z } from "zod";
import {
  SYNONYM_GROUP_MAX,
  SYNONYM_PHRASE_MAX,
  SYNONYM_TEXT_MAX,
  SYNONYM_WORD_MAX,
  synonymEntries,
  synonymWord,
} from "~/modules/catalog/synonym-words";

/**
 * The admin's group of words that mean the same, typed as 'chowki = stool': at least two
 * different words, at most SYNONYM_GROUP_MAX, each a word or a phrase of up to four; stored as
 * search splits a query, so what the owner types is what a shopper's words are compared with.
 */
export const synonymGroupSchema = z.object({
  words: z
    .string("Please enter the words that mean the same, separated by =.")
    .max(SYNONYM_TEXT_MAX, `Please keep this to ${SYNONYM_TEXT_MAX} characters.`)
    .transform((text, context) => {
      const entries = synonymEntries(text);
      const words: string[] = [];
      for (const entry of entries) {
        const word = synonymWord(entry);
        const problem = !word
          ? `'${entry.slice(0, 40)}' has no letters or digits.`
          : word.split(" ").length > SYNONYM_PHRASE_MAX
            ? `'${entry.slice(0, 60)}' is more than ${SYNONYM_PHRASE_MAX} words: please shorten it.`
            : word.split(" ").some((part) => part.length > SYNONYM_WORD_MAX)
              ? `'${entry.slice(0, 60)}' has a word longer than ${SYNONYM_WORD_MAX} letters.`
              : null;
        if (problem) {
          context.addIssue({ code: "custom", message: problem });
          return z.NEVER;
        }
        if (!words.includes(word)) words.push(word);
      }
      if (words.length < 2) {
        context.addIssue({
          code: "custom",
          message: "Please give at least two different words that mean the same, e.g. chowki = stool.",
        });
        return z.NEVER;
      }
      if (words.length > SYNONYM_GROUP_MAX) {
        context.addIssue({
          code: "custom",
          message: `At most ${SYNONYM_GROUP_MAX} words in one group: put the rest in another group of their own.`,
        });
        return z.NEVER;
      }
      return words;
    }),
});

export const synonymGroupIdSchema = z.object({ id: z.uuid("That group was not found.") });
