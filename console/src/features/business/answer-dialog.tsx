import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { InfoDialog } from '@/components/info-dialog';
import { RecordFields, RecordsTable } from '@/resources/records-table';
import type { Translate } from '@/resources/texts';
import type { ColumnDef, Row } from '@/resources/types';

/** A report's or a detail's answer (its columns and where their texts are), or tree nodes. */
export type AnswerShape = { kind: 'table' | 'record'; columns: ColumnDef[]; texts: string; lists?: AnswerList[] } | { kind: 'tree' };
/** A list a record answer holds (a good's properties): its field, where its texts are (title, fields), its columns. */
export type AnswerList = { prop: string; texts: string; columns: ColumnDef[] };

type Node = { id?: unknown; title?: unknown; children?: unknown };

/** Tree nodes as nested lists, every level open (a read-only tree: each node's title as text). */
function NodeList({ nodes, depth }: { nodes: Node[]; depth: number }) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      ps={depth ? '5' : '0'}
      borderStartWidth={depth ? '1px' : '0'}
      borderColor="border.muted"
      data-testid={depth ? undefined : 'answer-tree'}
    >
      {nodes.map((n, i) => (
        <Box as="li" key={String(n.id ?? i)} py="0.5" fontSize="sm">
          <Text as="span">{String(n.title ?? '')}</Text>
          {Array.isArray(n.children) && n.children.length > 0 && <NodeList nodes={n.children as Node[]} depth={depth + 1} />}
        </Box>
      ))}
    </Box>
  );
}

/** An image's address: a data URL of an image, or an http(s) URL of a picture file. */
const IMAGE = /^(data:image\/(png|jpe?g|gif|webp);base64,|https?:\/\/\S+\.(png|jpe?g|gif|webp)(\?\S*)?$)/i;
const WEB = /^https?:\/\//i;

/**
 * What an operation answered: a report (a table of its records), a detail (label and value) or a tree;
 * else (a device's mini-program code): the address as selectable text, the
 * picture when it is one, and a link for a web address. Server text is shown as text, never HTML;
 * only data: and http(s) addresses become an image or a link.
 */
export function AnswerDialog({
  title,
  answer,
  shape,
  t,
  onClose,
}: {
  title: string;
  answer: unknown;
  shape?: AnswerShape;
  t: Translate;
  onClose: () => void;
}) {
  if (shape?.kind === 'tree') {
    const nodes = (Array.isArray(answer) ? answer : []) as Node[];
    return (
      <InfoDialog title={title} testId="operation-answer" onClose={onClose}>
        {nodes.length ? (
          <NodeList nodes={nodes} depth={0} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {t('resources:noData')}
          </Text>
        )}
      </InfoDialog>
    );
  }
  if (shape) {
    const rows = (Array.isArray(answer) ? answer : answer && typeof answer === 'object' ? [answer] : []) as Row[];
    return (
      <InfoDialog title={title} testId="operation-answer" maxW={shape.kind === 'table' ? '960px' : undefined} onClose={onClose}>
        {shape.kind === 'record' && rows[0] ? (
          <RecordFields columns={shape.columns} texts={shape.texts} row={rows[0]} t={t} />
        ) : (
          <RecordsTable columns={shape.columns} texts={shape.texts} rows={shape.kind === 'table' ? rows : []} t={t} />
        )}
        {shape.kind === 'record' &&
          rows[0] &&
          shape.lists?.map((l) => (
            <Box key={l.prop} mt="4" data-testid={`answer-list-${l.prop}`}>
              <Text fontWeight="medium" fontSize="sm" mb="2">
                {t(`${l.texts}.title` as never)}
              </Text>
              <RecordsTable
                columns={l.columns}
                texts={l.texts}
                rows={(Array.isArray(rows[0]![l.prop]) ? rows[0]![l.prop] : []) as Row[]}
                t={t}
              />
            </Box>
          ))}
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
          <Box w="full">
            <Text fontSize="sm" wordBreak="break-all" userSelect="all">
              {text}
            </Text>
          </Box>
        )}
        {WEB.test(text) && (
          <Link href={text} target="_blank" rel="noopener noreferrer" fontSize="sm" colorPalette="blue">
            {t('resources:openLink')}
          </Link>
        )}
      </Flex>
    </InfoDialog>
  );
}
