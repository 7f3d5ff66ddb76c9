import { useState } from 'react';
import { Button, HStack, Text } from '@chakra-ui/react';
import { confirm } from '@/components/confirm-dialog';
import { InfoDialog } from '@/components/info-dialog';
import { GallerySection, useGalleryTexts } from './section';

/** The shell's confirmation dialog (`confirm()`, as before a removal) and the information dialog. */
export function DialogsDemo() {
  const t = useGalleryTexts();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const [info, setInfo] = useState(false);
  const ask = async () => setAnswer(await confirm(t('gallery:dialogs.confirmMessage')));
  return (
    <GallerySection id="dialogs" title={t('gallery:dialogs.title')} hint={t('gallery:dialogs.hint')}>
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void ask()}>
          {t('gallery:dialogs.confirm')}
        </Button>
        <Button size="sm" variant="outline" onClick={() => setInfo(true)}>
          {t('gallery:dialogs.info')}
        </Button>
      </HStack>
      <Text fontSize="sm" mt="2" minH="5" aria-live="polite" data-testid="gallery-confirm-answer">
        {answer === null ? '' : answer ? t('gallery:dialogs.confirmed') : t('gallery:dialogs.cancelled')}
      </Text>
      {info && (
        <InfoDialog title={t('gallery:dialogs.infoTitle')} testId="gallery-info-dialog" onClose={() => setInfo(false)}>
          <Text>{t('gallery:dialogs.infoBody')}</Text>
        </InfoDialog>
      )}
    </GallerySection>
  );
}
