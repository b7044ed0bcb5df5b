// Media queries cannot read CSS variables, so breakpoints live here as plain strings.
// Tool grids show 1, 2 or 3 columns: phones, tablets (from 600px), desktops (from 1024px).
export const media = {
  tablet: 'screen and (min-width: 37.5em)',
  desktop: 'screen and (min-width: 64em)',
} as const;
