import { chakra } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { errorPages } from '@/components/error-page';

/** Only http(s) addresses and same-origin .html pages may be embedded. */
export function safeFrameSrc(src: string | null): string | null {
  if (!src) return null;
  try {
    const url = new URL(src, location.origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.href;
  } catch {
    return null;
  }
}

/** /myiframe/urlPath?src=&name= : an external page in a sandboxed iframe (no tokens in URLs). */
export function IframePage() {
  const [params] = useSearchParams();
  const { t } = useTranslation('shell');
  const src = safeFrameSrc(params.get('src'));
  if (!src) {
    const NotFound = errorPages.notFound;
    return <NotFound />;
  }
  return (
    <chakra.iframe
      src={src}
      title={t('iframe.title', { name: params.get('name') ?? src })}
      w="full"
      h="calc(100vh - 8rem)"
      border="0"
      bg="bg.panel"
      sandbox="allow-scripts allow-forms allow-popups"
      referrerPolicy="no-referrer"
    />
  );
}
