import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { InfoDialog } from '@/components/info-dialog';
import { RecordFields, RecordsTable } from '@/resources/records-table';
import type { Translate } from '@/resources/texts';
import type { ColumnDef, Row } from '@/resources/types';

/** A report's or a detail's answer: its columns and where their texts are. */
export type AnswerShape = { kind: 'table' | 'record'; columns: ColumnDef[]; texts: string };


/** An image's address: a data URL of an image, or an http(s) URL of a picture file. */
const IMAGE = /^(data:image\/(png|jpe?g|gif|webp);base64,|https?:\/\/\S+\.(png|jpe?g|gif|webp)(\?\S*)?$)/i;
const WEB = /^https?:\/\//i;

/**
 * What an operation answered: a report (a table of its records) or a detail (label and value);
 * else (a device's mini-program code): the address as selectable text, the
 * picture when it is one, and a link for a web address. Server text is shown as text, never HTML;
 * only data: and http(s) addresses become an image or a link.
 */
export function AnswerDialog({ title, answer, shape, t, onClose }: { title: string; answer: unknown; shape?: AnswerShape; t: Translate; onClose: () => void }) {
  if (shape) {
    const rows = (Array.isArray(answer) ? answer : answer && typeof answer === 'object' ? [answer] : []) as Row[];
    return (
      <InfoDialog title={title} testId="operation-answer" maxW={shape.kind === 'table' ? '960px' : undefined} onClose={onClose}>
        {shape.kind === 'record' && rows[0] ? <RecordFields columns={shape.columns} texts={shape.texts} row={rows[0]} t={t} /> : <RecordsTable columns={shape.columns} texts={shape.texts} rows={shape.kind === 'table' ? rows : []} t={t} />}
      </InfoDialog>
    );
  }
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
