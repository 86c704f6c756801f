/**
 * What the OpenAPI document declares for a text that must not be blank: a check like `trim().length > 0`
 * has no JSON Schema of its own, so without this the document would promise that "" is accepted.
 */
export const NON_BLANK = { minLength: 1, pattern: '\\S' } as const;
