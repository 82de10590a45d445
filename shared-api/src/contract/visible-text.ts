// A paste can bring characters that draw nothing or compatibility forms that look like plain ones:
// without this a name of zero-width spaces passes "required", and look-alike names are stored apart.

// ZWJ and ZWNJ go too: in Indic scripts they only choose how a conjunct is drawn, and kept they would
// let two names that read the same be stored as two.
const invisible = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** The value that is checked is the value that is stored. */
export const visibleText = (value: string): string => value.replace(invisible, '').normalize('NFKC').trim();
