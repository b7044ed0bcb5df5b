// The part numbers an order or quote was made under, for the pages and exports that name its
// tools (issue 27: "shown on every page and in exports"), in the lines' order, each once.
export const linePartNumbers = (
  lines: readonly { readonly partNumber?: string | undefined }[],
): string[] => [
  ...new Set(lines.flatMap((line) => (line.partNumber === undefined ? [] : [line.partNumber]))),
];
