import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { InfoDialog } from '@/components/info-dialog';
import type { Translate } from '@/resources/texts';

/** An image's address: a data URL of an image, or an http(s) URL of a picture file. */
const IMAGE = /^(data:image\/(png|jpe?g|gif|webp);base64,|https?:\/\/\S+\.(png|jpe?g|gif|webp)(\?\S*)?$)/i;
const WEB = /^https?:\/\//i;

/**
 * What an operation answered (a device's mini-program code): the address as selectable text, the
 * picture when it is one, and a link for a web address. Server text is shown as text, never HTML;
 * only data: and http(s) addresses become an image or a link.
 */
export function AnswerDialog({ title, answer, t, onClose }: { title: string; answer: unknown; t: Translate; onClose: () => void }) {
  const text = typeof answer === 'string' ? answer : JSON.stringify(answer ?? '');
  const image = IMAGE.test(text);
  return (
    <InfoDialog title={title} testId="operation-answer" onClose={onClose}>
      <Flex direction="column" gap="3" align="center">
        {image && <img src={text} alt={title} style={{ maxWidth: '100%', maxHeight: 320 }} />}
        {!text.startsWith('data:') && (
          <Box w="full"><Text fontSize="sm" wordBreak="break-all" userSelect="all">{text}</Text></Box>
        )}
        {WEB.test(text) && (
          <Link href={text} target="_blank" rel="noopener noreferrer" fontSize="sm" colorPalette="blue">{t('resources:openLink')}</Link>
        )}
      </Flex>
    </InfoDialog>
  );
}
