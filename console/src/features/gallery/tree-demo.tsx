import { useMemo, useState } from 'react';
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { CheckboxTree } from '@/components/checkbox-tree';
import { TreePicker } from '@/resources/inputs/lazy-inputs';
import { flattenTree } from '@/resources/options';
import { GallerySection, useGalleryTexts } from './section';
import { sampleTree } from './sample-data';

const PICKER_ID = 'gallery-tree-picker';

/** The checkbox tree (grants) and the tree picker (forms' tree fields) over the sample organisation. */
export function TreeDemo() {
  const t = useGalleryTexts();
  const nodes = useMemo(() => sampleTree(t), [t]);
  const names = useMemo(() => flattenTree(nodes), [nodes]);
  const [checked, setChecked] = useState<string[]>([]);
  const [picked, setPicked] = useState('');
  return (
    <GallerySection id="tree" title={t('gallery:tree.title')} hint={t('gallery:tree.hint')}>
      <Stack gap="4">
        <Box>
          <Text fontSize="sm" fontWeight="medium" mb="1">
            {t('gallery:tree.checkLabel')}
          </Text>
          <CheckboxTree nodes={nodes} value={checked} onChange={setChecked} label={t('gallery:tree.checkLabel')} maxH="240px" />
          <Text fontSize="sm" mt="1" aria-live="polite" data-testid="gallery-checked">
            {t('gallery:tree.checked', { n: checked.length })}
          </Text>
        </Box>
        <Box maxW="sm">
          <chakra.label htmlFor={PICKER_ID} display="block" fontSize="sm" fontWeight="medium" mb="1">
            {t('gallery:tree.pickerLabel')}
          </chakra.label>
          <TreePicker
            id={PICKER_ID}
            name={PICKER_ID}
            label={t('gallery:tree.pickerLabel')}
            nodes={nodes}
            value={picked}
            onChange={(v) => setPicked(String(v ?? ''))}
            onBlur={() => undefined}
          />
          <Text fontSize="sm" mt="1" aria-live="polite" data-testid="gallery-picked">
            {picked ? t('gallery:tree.picked', { name: names.get(picked) ?? picked }) : t('gallery:tree.none')}
          </Text>
        </Box>
      </Stack>
    </GallerySection>
  );
}
