// What a one-line text (a name, an address line, an operator file's cell) must not hold: line
// breaks (CR, LF, NEL, U+2028, U+2029) and every other C0 and C1 control character and DEL, and
// the bidirectional embedding, override and isolate controls, which reorder what a reader sees.
// Such text becomes a line of a mail, of the operator's files and exports: a character that
// starts another line there would let a participant write lines of their own. The schemas refuse
// them (SINGLE_LINE_PATTERN in src/schemas/field-rules.ts); what prints a line removes them.

/** The characters, as the body of a RegExp character class. */
export const CONTROL_CHARACTER_CLASS = '\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';

/** Every run of those characters, for code that must make a line of any text (mail, postal lines). */
export const CONTROL_CHARACTERS = new RegExp(`[${CONTROL_CHARACTER_CLASS}]+`, 'g');
