import { Box, Heading, Text, chakra } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { findFramed } from '@/lib/menu';
import { menuLabel } from '@/lib/menu-label';
import { menuStore } from '@/lib/menu-store';
import { useStore } from '@/lib/store';

/**
 * /myiframe/{routerPath}?src= (the console links urlPath): a page of the user's own menu (an item whose path is external or .html)
 * in a sandboxed iframe. Any other address is refused and named, as text, so a link from outside
 * cannot show a foreign page inside the console; the title comes from the menu, never the URL.
 */
export function IframePage() {
  const [params] = useSearchParams();
  const { t, i18n } = useTranslation('shell');
  const menu = useStore(menuStore, (s) => s.menu) ?? [];
  const src = params.get('src');
  const item = findFramed(menu, src);
  if (!item) {
    return (
      <Box role="alert" data-testid="iframe-refused" p="6" bg="bg.panel" borderRadius="md">
        <Heading size="md" mb="2">
          {t('iframe.refused')}
        </Heading>
        <Text color="fg.muted">{t('iframe.refusedWhy')}</Text>
        {src && (
          <Text mt="2" fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {src}
          </Text>
        )}
      </Box>
    );
  }
  return (
    <chakra.iframe
      src={new URL(item.source, location.origin).href}
      title={t('iframe.title', { name: menuLabel(item, i18n.language) })}
      w="full"
      h="calc(100vh - 8rem)"
      border="0"
      bg="bg.panel"
      sandbox="allow-scripts allow-forms allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
