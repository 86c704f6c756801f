/** The text shortened to `max` characters at a word boundary, with an ellipsis. */
export const excerpt = (text: string, max: number) => {
  const flat = text.replaceAll(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};
