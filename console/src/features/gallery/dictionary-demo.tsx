import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { FieldInput } from '@/resources/field-input';
import { dictionaryOptions } from '@/resources/queries';
import type { ColumnDef } from '@/resources/types';
import { GallerySection, useGalleryTexts } from './section';

const sex: ColumnDef = { prop: 'sex', type: 'select', dict: { code: 'sex' } };
const yesNo: ColumnDef = { prop: 'yesNo', type: 'radio', dict: { code: 'yes_no' } };
const noop = () => undefined;

/** The form's select and radio fed by dictionaries the sandbox seeds (sex, yes_no), with the value they hold. */
export function DictionaryDemo() {
  const t = useGalleryTexts();
  const [sexValue, setSex] = useState<unknown>('');
  const [yesNoValue, setYesNo] = useState<unknown>('');
  // The same queries the inputs make (one cache entry each): the picked value's label.
  const sexOptions = useQuery(dictionaryOptions('sex')).data ?? [];
  const yesNoOptions = useQuery(dictionaryOptions('yes_no')).data ?? [];
  const valueText = (value: unknown, options: { value: string; label: string }[]) => {
    const found = options.find((o) => o.value === String(value ?? ''));
    return found ? t('gallery:dict.value', { label: found.label, value: found.value }) : t('gallery:dict.none');
  };
  return (
    <GallerySection id="dict" title={t('gallery:dict.title')} hint={t('gallery:dict.hint')}>
      <Stack gap="4">
        <Box maxW="sm">
          <chakra.label htmlFor="gallery-dict-sex" display="block" fontSize="sm" fontWeight="medium" mb="1">
            {t('gallery:dict.sexLabel')}
          </chakra.label>
          <FieldInput
            col={{ ...sex, text: t('gallery:dict.sexLabel') }}
            id="gallery-dict-sex"
            value={sexValue}
            onChange={setSex}
            onBlur={noop}
          />
          <Text fontSize="sm" mt="1" aria-live="polite" data-testid="gallery-dict-sex-value">
            {valueText(sexValue, sexOptions)}
          </Text>
        </Box>
        {/* A radio group is named by its fieldset's legend; each radio by its own label. */}
        <chakra.fieldset border="0" p="0" m="0" minW="0">
          <chakra.legend fontSize="sm" fontWeight="medium" mb="1" p="0">
            {t('gallery:dict.yesNoLabel')}
          </chakra.legend>
          <FieldInput
            col={{ ...yesNo, text: t('gallery:dict.yesNoLabel') }}
            id="gallery-dict-yes-no"
            value={yesNoValue}
            onChange={setYesNo}
            onBlur={noop}
          />
          <Text fontSize="sm" mt="1" aria-live="polite" data-testid="gallery-dict-yes-no-value">
            {valueText(yesNoValue, yesNoOptions)}
          </Text>
        </chakra.fieldset>
      </Stack>
    </GallerySection>
  );
}
