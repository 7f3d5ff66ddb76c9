import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { useTexts } from '@/resources/texts';

/** The gallery's texts (and the framework's): suspends until the gallery namespace is loaded. */
export const useGalleryTexts = () => useTexts('gallery');

/** One section: a card whose heading names its region (screen readers list them), and a line on what it shows. */
export function GallerySection({ id, title, hint, children }: { id: string; title: string; hint: string; children: ReactNode }) {
  const headingId = `gallery-${id}-title`;
  return (
    <Box as="section" aria-labelledby={headingId} data-testid={`gallery-${id}`} bg="bg.panel" borderWidth="1px" rounded="l2" p="4" minW="0">
      <Heading as="h2" size="sm" id={headingId} mb="1">
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {hint}
      </Text>
      {children}
    </Box>
  );
}
