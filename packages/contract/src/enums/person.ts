/**
 * Limits the forms show before their schemas load (issue 15: importing a schema module brings zod
 * and libphonenumber with it). The schemas in schemas/person.ts and schemas/agent.ts use these.
 */

/** The earliest birth year a person may have. */
export const BIRTH_YEAR_MIN = 1930;

/** The agent's description ('Descripción'), in characters. */
export const DESCRIPTION_MAX = 500;
