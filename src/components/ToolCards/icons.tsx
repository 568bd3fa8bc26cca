import type {ReactNode} from 'react';

/**
 * The /tools icons, drawn for this page on a 24-unit grid in the text colour. SVG rather than emoji:
 * emoji render as empty boxes where no emoji font is installed, and differ from one OS to another.
 * Every icon is decoration beside a text label, so it is hidden from screen readers.
 */
const SHAPES = {
  droplet: <path d="M12 3C9 7.5 6 10.6 6 14.5a6 6 0 0 0 12 0C18 10.6 15 7.5 12 3Z" />,
  key: (
    <>
      <circle cx="8" cy="16" r="4" />
      <path d="M10.8 13.2 20 4M16.5 7.5l2.5 2.5M14 10l2 2" />
    </>
  ),
  box: (
    <>
      <path d="M4 8h16v11a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1Z" />
      <path d="M3 5a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v3H3ZM10 12h4" />
    </>
  ),
  sliders: (
    <>
      <path d="M4 6h16M4 12h16M4 18h16" />
      <circle cx="9" cy="6" r="2" fill="currentColor" />
      <circle cx="15" cy="12" r="2" fill="currentColor" />
      <circle cx="7" cy="18" r="2" fill="currentColor" />
    </>
  ),
  pulse: <path d="M3 12h4l3-7 4 14 3-7h4" />,
  magnifier: (
    <>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5.5 5.5" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M3 12s3.5-6 9-6 9 6 9 6-3.5 6-9 6-9-6-9-6Z" />
      <circle cx="12" cy="12" r="2.5" />
      <path d="M4 20 20 4" />
    </>
  ),
  chat: <path d="M4 5h16v11H9l-4 4v-4H4ZM8 9h8M8 12h5" />,
  shieldCheck: <path d="M12 3 5 6v5c0 4.5 3 8.2 7 10 4-1.8 7-5.5 7-10V6ZM9 12l2 2 4-4" />,
  arrowsSwap: <path d="M4 8h14M14 4l4 4-4 4M20 16H6M10 12l-4 4 4 4" />,
  blocks: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="8.5" y="14" width="7" height="7" rx="1" />
      <path d="M10 6.5h4M12 10v4" />
    </>
  ),
  external: <path d="M7 17 17 7M9 7h8v8" />,
} as const;

export type ToolIconName = keyof typeof SHAPES;

export function ToolIcon({name, className}: {name: ToolIconName; className?: string}): ReactNode {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {SHAPES[name]}
    </svg>
  );
}
