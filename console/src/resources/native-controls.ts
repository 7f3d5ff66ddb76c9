import type { CSSProperties } from 'react';

// The lean theme (src/theme) has no checkbox, switch or radio recipes, so Chakra's Checkbox,
// Switch and RadioGroup render without a visible control. Native inputs tinted with the primary
// colour show their state everywhere and cost nothing per row.
export const checkStyle: CSSProperties = {
  width: 16,
  height: 16,
  cursor: 'pointer',
  accentColor: 'var(--primary-500, #409EFF)',
  flexShrink: 0,
};
