import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { DialogsDemo } from './dialogs-demo';
import { DictionaryDemo } from './dictionary-demo';
import { FormDemo } from './form-demo';
import { useGalleryTexts } from './section';
import { TableDemo } from './table-demo';
import { ToastsDemo } from './toasts-demo';
import { TreeDemo } from './tree-demo';

/**
 * 测试页 (/test/index): the console's own building blocks, the real components, each shown and
 * tried on one page by a developer or tester. Its own lazy chunk (screens/fixed-page.tsx).
 */
export function GalleryPage() {
  const t = useGalleryTexts();
  return (
    <Box p="4" data-testid="gallery-page">
      <Heading as="h1" size="md" mb="1">
        {t('gallery:title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('gallery:intro')}
      </Text>
      <Stack gap="4">
        <TableDemo />
        <Grid templateColumns={{ base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }} gap="4" alignItems="start">
          <FormDemo />
          <DictionaryDemo />
          <TreeDemo />
          <Stack gap="4">
            <DialogsDemo />
            <ToastsDemo />
          </Stack>
        </Grid>
      </Stack>
    </Box>
  );
}
