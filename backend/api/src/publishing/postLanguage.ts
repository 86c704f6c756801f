import { detect } from 'tinyld';

// The language tag a Bluesky post carries (readers' feeds filter by it): detected from the post's text,
// and where the text is too short or mixed to tell, English, the product's own language.

export const DEFAULT_POST_LANGUAGE = 'en';

/** The post's language as a BCP-47 primary tag ('fr', 'en'). */
export const postLanguage = (text: string): string => detect(text) || DEFAULT_POST_LANGUAGE;
