// Line icons of the four selling points; decorative, the titles carry the meaning.
import type { GuaranteeIcon } from './content/home-content';

const paths: Record<GuaranteeIcon, string> = {
  testing: 'M9 3h6M10 3v6l-5 9a2 2 0 0 0 1.8 3h10.4a2 2 0 0 0 1.8-3l-5-9V3M7.5 14h9',
  support:
    'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v6H5a1 1 0 0 1-1-1v-5Zm16 0h-3v6h2a1 1 0 0 0 1-1v-5ZM17 19c0 1.5-2 2-5 2',
  delivery:
    'M2 6h11v10H2zM13 10h4l3 3v3h-7M6.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Zm10 0a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  quality: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3Zm-3 9 2 2 4-4',
};

export function GuaranteeIconGlyph({ icon }: { icon: GuaranteeIcon }) {
  return (
    <svg aria-hidden="true" width="32" height="32" viewBox="0 0 24 24" fill="none">
      <path
        d={paths[icon]}
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
