// What a typed name is, as a reader sees it: a paste can bring characters that draw nothing
// (zero-width spaces, soft hyphens, byte-order marks, bidi controls) or compatibility forms
// (full-width letters, ligatures) that look like plain ones. Without this a name of only
// zero-width spaces passes "required", and two names that look alike are stored as different.

// ZWJ and ZWNJ go too: in Indic scripts they only choose how a conjunct is drawn, and kept they
// would let two names that read the same be stored as two.
/** Format characters (\p{Cf}) and the rest of Unicode's default-ignorable code points (variation selectors, fillers). */
const invisible = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** `value` without invisible characters, in NFKC form, trimmed: the value that is checked is the value that is stored. */
export const visibleText = (value: string): string => value.replace(invisible, '').normalize('NFKC').trim();
