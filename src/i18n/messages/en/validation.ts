import { validationMessages } from '../../../schemas/messages';

// Keys are the ids of src/schemas/messages.ts, whose English texts are those of docs/product, verbatim (typos
// included). An id added there fails to compile here until every locale translates it. Numbers in
// the English texts come from field-rules constants; a test checks the translations repeat them.
export const validation = validationMessages;
