import { Badge, HStack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { profileQueries } from '@/lib/shell-queries';

export type DeptKind = 'internal' | 'external';

/** getUserDepartIsInnerOrOut's answer as a kind: 1 internal, 2 external; anything else shows nothing. */
export function deptKindOf(answer: unknown): DeptKind | null {
  if (String(answer) === '1') return 'internal';
  if (String(answer) === '2') return 'external';
  return null;
}

/** 部门归属: whether the signed-in user's department is one of the company's own or an outside one. */
export function DeptKindTag() {
  const { t } = useTranslation('profile');
  const kind = deptKindOf(useQuery(profileQueries.deptKind()).data);
  if (!kind) return null;
  return (
    <HStack gap="2" data-testid="dept-kind">
      <Text fontSize="sm" color="fg.muted">
        {t('deptKind')}
      </Text>
      <Badge colorPalette={kind === 'internal' ? 'brand' : 'orange'} variant="subtle">
        {t(`deptKinds.${kind}`)}
      </Badge>
    </HStack>
  );
}
