// Small decorative icons of the navbar; the controls carry their own text names.

export function BrushMark() {
  return (
    <svg aria-hidden="true" width="28" height="28" viewBox="0 0 24 24" fill="none">
      <path
        d="M14 3h6v8a2 2 0 0 1-2 2h-2a2 2 0 0 1-2-2V3Zm0 4h6M17 13v3a3 3 0 0 1-3 3H9"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M4 21c2.5 0 4-1.2 4-3.2A2.3 2.3 0 0 0 5.7 15.5C4.3 15.5 3.5 16.6 3.5 18c0 1.2.5 2.2.5 3Z"
        fill="currentColor"
      />
    </svg>
  );
}

export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none">
      <path
        d={open ? 'M4 4l12 12M16 4L4 16' : 'M3 5h14M3 10h14M3 15h14'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
