import { Button, HStack } from '@chakra-ui/react';
import { notify, type Notice } from '@/lib/notify';
import { GallerySection, useGalleryTexts } from './section';

const kinds: Notice['type'][] = ['success', 'error', 'info', 'warning'];

/** One button per kind of notice, sent through lib/notify as every screen (and the SDK's error handler) does. */
export function ToastsDemo() {
  const t = useGalleryTexts();
  return (
    <GallerySection id="toasts" title={t('gallery:toasts.title')} hint={t('gallery:toasts.hint')}>
      <HStack gap="2" wrap="wrap">
        {kinds.map((type) => (
          <Button key={type} size="sm" variant="outline" onClick={() => notify.emit({ type, title: t(`gallery:toasts.messages.${type}`) })}>
            {t(`gallery:toasts.show.${type}`)}
          </Button>
        ))}
      </HStack>
    </GallerySection>
  );
}
