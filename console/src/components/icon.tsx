import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

// A handful of inline icons (no icon font). Menu icons name BladeX's stock icon font; the
// table in menu-icons.ts says which glyph draws each name.
const glyphs: Record<string, string> = {
  menu: 'M3 6h18M3 12h18M3 18h18',
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zm10 17-5-5',
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4',
  bug: 'M8 8h8v9a4 4 0 0 1-8 0zM9 5l2 3M15 5l-2 3M4 12h4M16 12h4M4 18h4M16 18h4',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  palette: 'M12 3a9 9 0 1 0 0 18c1 0 1.5-.8 1.2-1.6-.4-1 .3-1.9 1.3-1.9H17a4 4 0 0 0 4-4c0-5.5-4-10.5-9-10.5z',
  theme: 'M12 3v18M12 3a9 9 0 0 1 0 18',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  close: 'M6 6l12 12M18 6 6 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: 'M9 6l6 6-6 6',
  fold: 'M3 6h18M9 12h12M3 18h18M3 12l3-2v4z',
  folder: 'M3 6h6l2 2h10v11H3z',
  doc: 'M6 3h8l4 4v14H6zM14 3v4h4',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  box: 'M3 7l9-4 9 4-9 4zM3 7v10l9 4 9-4V7',
  cart: 'M3 4h2l3 11h10l3-8H7M9 20a1 1 0 1 0 0-.1M17 20a1 1 0 1 0 0-.1',
  gear: 'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  agent: 'M12 2l3 6 6 .9-4.5 4.3 1 6.3L12 16.8 6.5 19.5l1-6.3L3 8.9 9 8z',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  users: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20a7 7 0 0 1 14 0M16 4a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 4 6',
  tree: 'M4 4h6v5H4zM14 15h6v5h-6zM14 4h6v5h-6zM7 9v8.5h7M10 6.5h4',
  book: 'M4 4h7a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H4zM20 4h-4a2 2 0 0 0-2 2',
  list: 'M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  key: 'M7 14a4 4 0 1 0 0-.1M10 12l10-10M16 6l3 3M14 8l2 2',
  message: 'M4 5h16v11H8l-4 4z',
  phone: 'M5 3h4l2 5-3 2a11 11 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  mobile: 'M7 2h10v20H7zM11 18h2',
  cloud: 'M7 18a5 5 0 0 1-.5-9.97A6 6 0 0 1 18 8a4.5 4.5 0 0 1 0 10z',
  send: 'M22 2 11 13M22 2l-7 20-4-9-9-4z',
  task: 'M9 11l3 3 8-8M20 12v7H4V5h11',
  flag: 'M5 21V4h11l-2 4 2 4H5',
  pin: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 11a2 2 0 1 0 0-.1',
  code: 'M8 8l-5 4 5 4M16 8l5 4-5 4M14 4l-4 16',
  plug: 'M9 2v6M15 2v6M6 8h12v4a6 6 0 0 1-12 0zM12 18v4',
  money: 'M3 6h18v12H3zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM6 9v.01M18 15v.01',
  handshake: 'M2 12l5-5 4 2 4-2 7 5M7 7v6l5 4 5-4M11 9l-3 3',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM16 8l-2 6-6 2 2-6z',
  layers: 'M12 3l9 5-9 5-9-5zM3 13l9 5 9-5',
  image: 'M3 4h18v16H3zM8 10a2 2 0 1 0 0-.1M21 16l-5-5-9 9',
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4',
};
export type IconName = keyof typeof glyphs;

export function Icon({ name, ...rest }: { name: IconName } & HTMLChakraProps<'svg'>) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      {...rest}
    >
      <path d={glyphs[name]} />
    </chakra.svg>
  );
}

/**
 * The same glyph as a plain <svg> (sized and coloured by `className`): for lists drawn many times,
 * such as the sidebar, where a styled component per icon costs more than the icon.
 */
export function PlainIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={glyphs[name]} />
    </svg>
  );
}
