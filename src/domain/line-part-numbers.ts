// The part numbers an order or quote was made under, for the pages and exports that name its
// tools (issue 27: "shown on every page and in exports"), in the lines' order, each once.
export const linePartNumbers = (
  lines: readonly { readonly partNumber?: string | undefined }[],
): string[] => [
  ...new Set(lines.flatMap((line) => (line.partNumber === undefined ? [] : [line.partNumber]))),
];

/** "Part number PR-9-ROLLER", "Part numbers PR-9-ROLLER, HD-TRAY"; '' when none is known. */
export function partNumbersLabel(
  lines: readonly { readonly partNumber?: string | undefined }[],
): string {
  const numbers = linePartNumbers(lines);
  if (numbers.length === 0) return '';
  return `${numbers.length === 1 ? 'Part number' : 'Part numbers'} ${numbers.join(', ')}`;
}
