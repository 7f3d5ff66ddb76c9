import { Box, chakra, Heading, Text } from '@chakra-ui/react';

/** A small horizontal bar chart in plain SVG-free markup (no chart library in the bundle). */
export function BarChart({ title, data }: { title: string; data: { label: string; value: number }[] }) {
  const max = Math.max(1, ...data.map((d) => d.value));
  return (
    <Box bg="bg.panel" rounded="l3" borderWidth="1px" p="4" flex="1" minW="xs">
      <Heading as="h2" size="sm" mb="3">
        {title}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns="minmax(5rem, max-content) 1fr auto" gap="2" alignItems="center" fontSize="sm">
        {data.map((d) => (
          <Box display="contents" key={d.label}>
            <chakra.dt truncate>{d.label}</chakra.dt>
            <chakra.dd m="0" h="3" rounded="full" bg="bg.muted" overflow="hidden" aria-hidden="true">
              <Box h="full" w={`${(d.value / max) * 100}%`} bg="brand.solid" rounded="full" />
            </chakra.dd>
            <Text as="dd" m="0" fontVariantNumeric="tabular-nums">
              {d.value}
            </Text>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}
