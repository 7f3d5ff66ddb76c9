import { Box, Heading } from '@chakra-ui/react';
import './bar-chart.css';

/**
 * A small horizontal bar chart in plain markup (no chart library in the bundle). The rows are plain
 * elements styled by bar-chart.css: the home page draws it at sign-in, and a styled component per
 * label, track and bar cost more to create than the chart is worth.
 */
export function BarChart({ title, data }: { title: string; data: { label: string; value: number }[] }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <Box bg="bg.panel" rounded="l3" borderWidth="1px" p="4" flex="1" minW="xs">
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      <dl className="bc-grid">
        {data.map((d) => (
          <div className="bc-row" key={d.label}>
            <dt className="bc-label">{d.label}</dt>
            <dd className="bc-track" aria-hidden="true">
              <div className="bc-bar" style={{ width: `${(d.value / max) * 100}%` }} />
            </dd>
            <dd className="bc-value">{d.value}</dd>
          </div>
        ))}
      </dl>
    </Box>
  );
}
